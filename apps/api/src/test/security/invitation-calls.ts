import { sql } from 'drizzle-orm';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { row, type CallSpec, type Cell } from './call-spec.ts';
import type { Fixture } from './fixture.ts';

const person = (f: Fixture) => {
  const name = f.unique('invitee');
  return { firstName: 'Invited', lastName: 'Person', email: `${name}@example.com` };
};

/** A fresh open invitation from the owner's trainer, with the token its link holds. */
async function openInvitation(f: Fixture) {
  const token = newToken();
  const p = person(f);
  const [row] = await f.t
    .rows(sql`insert into invitations (email, first_name, last_name, roles, trainer_id, invited_by, token_hash, expires_at)
    values (${p.email}, ${p.firstName}, ${p.lastName}, '{CLIENT}', ${f.people.trainer.id}, ${f.people.trainer.id},
      ${hashToken(token)}, now() + interval '7 days') returning id`);
  return { invitationId: row.id as string, invitationToken: token };
}

const accepting = (c: Cell) => ({
  token: c.ctx.invitationToken,
  password: 'Joined-today-7',
  confirmPassword: 'Joined-today-7',
  privacyAgreementAccepted: true,
  termsOfServiceAccepted: true,
});

// prettier-ignore
export const INVITATION_CALLS: CallSpec[] = [
  //                                                                                    anon  owner othC  trnr  othT  cons  deact
  row('POST', '/api/invitations', { url: () => '/api/invitations', body: ({ f }) => person(f) },
                                                                                        [401, 403,  403,  201,  201,  201,  401]),
  row('POST', '/api/invitations', {
    variant: 'a trainer invited by a consultant',
    url: () => '/api/invitations',
    body: ({ f }) => ({ ...person(f), roles: ['TRAINER'] }),
  },                                                                                    [401, 403,  403,  403,  403,  201,  401]),
  row('POST', '/api/invitations', {
    variant: 'a client for the owner\'s trainer',
    url: () => '/api/invitations',
    body: ({ f }) => ({ ...person(f), roles: ['CLIENT'], trainerId: f.people.trainer.id }),
  },                                                                                    [401, 403,  403,  201,  403,  201,  401]),
  row('POST', '/api/invitations', {
    variant: 'to the address of an account: only a consultant is told',
    url: () => '/api/invitations',
    body: ({ f }) => ({ firstName: 'Has', lastName: 'Account', email: f.spare.email }),
  },                                                                                    [401, 403,  403,  201,  201,  409,  401]),
  row('POST', '/api/invitations/import', {
    url: () => '/api/invitations/import',
    body: ({ f }) => ({ csv: `name,email\nImported Person,${person(f).email}` }),
  },                                                                                    [401, 403,  403,  200,  200,  200,  401]),
  row('GET', '/api/invitations', { url: () => '/api/invitations?scope=all&mine=false' },
                                                                                        [401, 403,  403,  200,  200,  200,  401]),
  row('POST', '/api/invitations/:id/resend', {
    setup: (f) => openInvitation(f),
    url: ({ ctx }) => `/api/invitations/${ctx.invitationId}/resend`,
  },                                                                                    [401, 403,  403,  200,  404,  200,  401]),
  row('DELETE', '/api/invitations/:id', {
    setup: (f) => openInvitation(f),
    url: ({ ctx }) => `/api/invitations/${ctx.invitationId}`,
  },                                                                                    [401, 403,  403,  200,  404,  200,  401]),
  row('POST', '/api/auth/invitation', {
    setup: (f) => openInvitation(f),
    url: () => '/api/auth/invitation',
    body: ({ ctx }) => ({ token: ctx.invitationToken }),
  },                                                                                    [200, 200,  200,  200,  200,  200,  200]),
  row('POST', '/api/auth/invitation', {
    variant: 'with a token nobody was sent',
    url: () => '/api/auth/invitation',
    body: () => ({ token: 'x'.repeat(43) }),
  },                                                                                    [400, 400,  400,  400,  400,  400,  400]),
  row('POST', '/api/auth/accept-invitation', {
    setup: (f) => openInvitation(f),
    url: () => '/api/auth/accept-invitation',
    body: accepting,
  },                                                                                    [201, 201,  201,  201,  201,  201,  201]),
  row('POST', '/api/auth/accept-invitation', {
    variant: 'with a token nobody was sent',
    url: () => '/api/auth/accept-invitation',
    body: (c) => ({ ...accepting(c), token: 'x'.repeat(43) }),
  },                                                                                    [400, 400,  400,  400,  400,  400,  400]),
];
