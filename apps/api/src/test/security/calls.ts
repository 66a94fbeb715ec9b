import { sql } from 'drizzle-orm';
import { ONBOARDING_FORMS } from '@kinetic/contracts/onboarding';
import { LIBRARY_KINDS } from '@kinetic/contracts/libraries';
import type { Fixture } from './fixture.ts';
import { row, type Cell, type CallSpec } from './call-spec.ts';
import { INTAKE } from '../intake.ts';
import { hashToken } from '../../lib/tokens.ts';
import { awayFromStepEdge, codeAt, passwordStep, turnOnMfa } from '../mfa.ts';
import { CALENDAR_FEED_CALLS } from './calendar-feed-calls.ts';
import { CHECK_IN_CALLS } from './check-in-calls.ts';
import { CHECK_IN_REVIEW_CALLS } from './check-in-review-calls.ts';
import { HABIT_CALLS } from './habit-calls.ts';
import { INVITATION_CALLS } from './invitation-calls.ts';
import { PHOTO_CALLS } from './photo-calls.ts';
import { TRAINING_MAX_CALLS } from './training-max-calls.ts';

export type { CallSpec, Cell, Method } from './call-spec.ts';

const fixed = (url: string) => ({ url: () => url });
/** The call on the owner's `path` under /api/clients/:id. */
const ofOwner = (path: string) => ({ url: ({ f }: Cell) => `/api/clients/${f.people.owner.id}/${path}` });

const fail = (message: string) => {
  throw new Error(message);
};
const id = (c: Cell) => c.caller?.id ?? fail('no caller');

/** A body of copies (or a schedule) for today, one for each of these people: `targets`. */
const onToday =
  (...who: ('owner' | 'otherClient')[]) =>
  ({ f }: Cell) => ({ targets: who.map((p) => ({ assignedTo: f.people[p].id, scheduledDate: f.today })) });

/** The program assigned to the owner anew, from today: the assignment a change uses up. */
async function newAssignment(f: Fixture): Promise<{ id: string }> {
  const res = await f.t.call('POST', `/api/programs/${f.ctx.program.id}/assign`, {
    token: f.people.trainer.token,
    body: { clientIds: [f.people.owner.id], startDate: f.today },
  });
  if (res.status !== 201) fail(`assigning a program: ${res.status} ${JSON.stringify(res.body)}`);
  const [made] = await f.t.rows(sql`select program_assignment_id as id from workouts
    where id = ${res.body.workouts[0].id}::uuid`);
  return { id: made!.id };
}

/**
 * THE AUTHORIZATION MATRIX: every call of the API against every kind of caller.
 *
 * Callers: anonymous; the owning client (`owner`, whose trainer is `trainer`); another client (with
 * the other trainer); the owner's assigned trainer; another trainer; a consultant; a deactivated
 * client (who still holds a session token). The objects are the owner's unless the row says
 * otherwise. 401: not signed in (or deactivated); 403: the caller's roles do not allow the call;
 * 404: another person's object, never revealed.
 */
// prettier-ignore
export const CALLS: CallSpec[] = [
  //                                                                                    anon  owner othC  trnr  othT  cons  deact
  // --- operations and public calls
  row('GET', '/api/health', fixed('/api/health'),                                       [200, 200,  200,  200,  200,  200,  200]),
  row('GET', '/api/config', fixed('/api/config'),                                       [200, 200,  200,  200,  200,  200,  200]),
  row('GET', '/api/docs', fixed('/api/docs'),                                           [200, 200,  200,  200,  200,  200,  200]),
  row('POST', '/api/auth/register', {
    url: () => '/api/auth/register',
    body: ({ f }) => {
      const username = f.unique('u');
      return { firstName: 'New', lastName: 'Person', username, email: `${username}@example.com`,
        password: 'Secret123', confirmPassword: 'Secret123', privacyAgreementAccepted: true,
        termsOfServiceAccepted: true };
    },
  },                                                                                    [201, 201,  201,  201,  201,  201,  201]),
  row('POST', '/api/auth/register', {
    variant: 'asks for the trainer role',
    url: () => '/api/auth/register',
    body: ({ f }) => {
      const username = f.unique('u');
      return { firstName: 'New', lastName: 'Person', username, email: `${username}@example.com`,
        password: 'Secret123', confirmPassword: 'Secret123', privacyAgreementAccepted: true,
        termsOfServiceAccepted: true, roles: ['TRAINER'] };
    },
  },                                                                                    [400, 400,  400,  400,  400,  400,  400]),
  row('POST', '/api/auth/login', {
    variant: "with the caller's own credentials",
    url: () => '/api/auth/login',
    body: ({ caller }) => caller ? { email: caller.email, password: caller.password }
      : { email: 'nobody@example.com', password: 'Secret123' },
  },                                                                                    [401, 200,  200,  200,  200,  200,  401]),
  row('POST', '/api/auth/logout', { ...fixed('/api/auth/logout'), freshSession: true }, [401, 204,  204,  204,  204,  204,  401]),
  row('GET', '/api/auth/me', fixed('/api/auth/me'),                                     [401, 200,  200,  200,  200,  200,  401]),
  row('POST', '/api/auth/forgot-password', {
    url: () => '/api/auth/forgot-password',
    body: ({ caller }) => ({ email: caller?.email ?? 'nobody@example.com' }),
  },                                                                                    [200, 200,  200,  200,  200,  200,  200]),
  row('POST', '/api/auth/reset-password', {
    variant: 'with a token nobody was sent',
    url: () => '/api/auth/reset-password',
    body: () => ({ token: 'x'.repeat(43), newPassword: 'Another123', confirmPassword: 'Another123' }),
  },                                                                                    [400, 400,  400,  400,  400,  400,  400]),

  // --- the caller's own account
  row('PUT', '/api/users/profile', {
    url: () => '/api/users/profile',
    body: () => ({ firstName: 'Renamed', lastName: 'Person' }),
  },                                                                                    [401, 200,  200,  200,  200,  200,  401]),
  row('PUT', '/api/users/profile', {
    variant: 'also sends roles, trainer, id and active: ignored',
    url: () => '/api/users/profile',
    body: ({ f }) => ({ firstName: 'Renamed', lastName: 'Person', roles: ['CONSULTANT'],
      trainerId: f.formerTrainer.id, id: f.people.consultant.id, isActive: true }),
    verify: (c, res) => {
      const user = res.body.user;
      if (user.id !== id(c) || user.roles.includes('CONSULTANT') !== (c.kind === 'consultant'))
        fail(`profile update changed more than the names: ${JSON.stringify(user)}`);
      if (user.trainerId === c.f.formerTrainer.id) fail('profile update changed the trainer');
    },
  },                                                                                    [401, 200,  200,  200,  200,  200,  401]),
  row('PUT', '/api/users/preferences', {
    url: () => '/api/users/preferences',
    body: () => ({ weightUnit: 'kg', timeZone: 'Europe/Berlin', restSeconds: 120 }),
    verify: (c, res) => {
      if (res.body.user.id !== id(c)) fail('the preferences of someone else were answered');
    },
  },                                                                                    [401, 200,  200,  200,  200,  200,  401]),
  row('GET', '/api/users/plates', {
    url: () => '/api/users/plates',
  },                                                                                    [401, 200,  200,  200,  200,  200,  401]),
  row('PUT', '/api/users/plates', {
    url: () => '/api/users/plates',
    body: () => ({ unit: 'kg', barWeight: 15, plates: [20, 10, 5] }),
    verify: (_c, res) => {
      if (res.body.plates.kg.barWeight !== 15) fail('the bar set was not answered');
    },
  },                                                                                    [401, 200,  200,  200,  200,  200,  401]),
  row('PUT', '/api/users/password', {
    url: () => '/api/users/password',
    selfService: true,
    body: ({ caller }) => ({ currentPassword: caller?.password ?? 'Secret123', newPassword: 'Changed123' }),
  },                                                                                    [401, 200,  200,  200,  200,  200,  401]),
  row('POST', '/api/users/add-role', {
    url: () => '/api/users/add-role',
    selfService: true,
    body: () => ({ role: 'CLIENT' }),
  },                                                                                    [401, 403,  403,  200,  200,  403,  401]),

  row('GET', '/api/users/me/export', {
    url: () => '/api/users/me/export',
    verify: (c, res) => {
      const data = res.body;
      const foreign = [
        ...(data.profile.id === id(c) ? [] : ['profile']),
        ...data.workouts.filter((w: { assignedTo: string }) => w.assignedTo !== id(c)).map(() => 'a workout'),
        ...data.meals.filter((m: { clientId: string }) => m.clientId !== id(c)).map(() => 'a meal'),
        ...data.progress.filter((p: { clientId: string }) => p.clientId !== id(c)).map(() => 'an entry'),
      ];
      if (foreign.length) fail(`the export holds someone else's ${foreign.join(', ')}`);
    },
  },                                                                                    [401, 200,  200,  200,  200,  200,  401]),
  row('DELETE', '/api/users/me', {
    url: () => '/api/users/me',
    selfService: true,
    body: ({ caller }) => ({ password: caller?.password ?? 'Secret123' }),
  },                                                                                    [401, 204,  204,  204,  204,  204,  401]),
  row('DELETE', '/api/users/me', {
    variant: 'with a wrong password',
    url: () => '/api/users/me',
    body: () => ({ password: 'Wrong-password-1' }),
  },                                                                                    [401, 400,  400,  400,  400,  400,  401]),
  row('GET', '/api/users/me/conditions', {
    url: () => '/api/users/me/conditions',
    // Nobody records conditions for the other client (the owner's are set by the rows below).
    verify: (c, res) => {
      if (id(c) === c.f.people.otherClient.id && res.body.conditions.length)
        fail("answered someone else's conditions");
    },
  },                                                                                    [401, 200,  200,  403,  403,  403,  401]),

  // --- intake
  row('GET', '/api/onboarding/status', fixed('/api/onboarding/status'),                 [401, 200,  200,  403,  403,  403,  401]),
  row('GET', '/api/onboarding/answers', fixed('/api/onboarding/answers'),               [401, 200,  200,  403,  403,  403,  401]),
  ...ONBOARDING_FORMS.map((form) =>
    row('POST', `/api/onboarding/${form}`, {
      url: () => `/api/onboarding/${form}`,
      body: () => INTAKE[form],
    },                                                                                  [401, 201,  201,  403,  403,  403,  401])),
  row('GET', '/api/clients/:id/onboarding', {
    ...ofOwner('onboarding'),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),

  // --- libraries
  ...LIBRARY_KINDS.flatMap((kind) => [
    row('GET', `/api/libraries/${kind}`, fixed(`/api/libraries/${kind}?search=a`),      [401, 200,  200,  200,  200,  200,  401]),
    row('GET', `/api/libraries/${kind}/:id`, {
      url: ({ f }) => `/api/libraries/${kind}/${f.library[kind].approved}`,
    },                                                                                  [401, 200,  200,  200,  200,  200,  401]),
    row('GET', `/api/libraries/${kind}/:id`, {
      variant: 'an item not approved yet',
      url: ({ f }) => `/api/libraries/${kind}/${f.library[kind].unapproved}`,
    },                                                                                  [401, 404,  404,  404,  404,  200,  401]),
    row('POST', `/api/libraries/${kind}`, {
      url: () => `/api/libraries/${kind}`,
      body: ({ f }) => f.libraryBody(kind),
    },                                                                                  [401, 403,  403,  403,  403,  201,  401]),
    row('PUT', `/api/libraries/${kind}/:id`, {
      url: ({ f }) => `/api/libraries/${kind}/${f.library[kind].editable}`,
      body: ({ f }) => f.libraryBody(kind),
    },                                                                                  [401, 403,  403,  403,  403,  200,  401]),
    row('POST', `/api/libraries/${kind}/import`, {
      url: () => `/api/libraries/${kind}/import`,
      body: ({ f }) => ({ rows: [f.libraryBody(kind), f.libraryBody(kind)] }),
    },                                                                                  [401, 403,  403,  403,  403,  200,  401]),
  ]),
  row('GET', '/api/exercises', fixed('/api/exercises'),                                 [401, 200,  200,  200,  200,  200,  401]),
  row('GET', '/api/equipment', fixed('/api/equipment'),                                 [401, 200,  200,  200,  200,  200,  401]),
  row('GET', '/api/set-types', fixed('/api/set-types'),                                 [401, 200,  200,  200,  200,  200,  401]),
  // Public-domain pictures an <img> loads without a token: anyone, signed in or not.
  row('GET', '/api/exercise-pictures/:file', {
    setup: async (f) => {
      const [held] = await f.t.rows(sql`select pictures[1] as key from library_exercises where pictures <> '{}' limit 1`);
      return { picture: `${String(held!.key)}-160.webp` };
    },
    url: ({ ctx }) => `/api/exercise-pictures/${ctx.picture!}`,
  },                                                                                    [200, 200,  200,  200,  200,  200,  200]),

  // --- signed-in devices, two-step sign-in
  row('GET', '/api/users/me/sessions', fixed('/api/users/me/sessions?limit=5&offset=0'),
                                                                                        [401, 200,  200,  200,  200,  200,  401]),
  row('DELETE', '/api/users/me/sessions', { ...fixed('/api/users/me/sessions'), selfService: true },
                                                                                        [401, 204,  204,  204,  204,  204,  401]),
  row('DELETE', '/api/users/me/sessions/:id', {
    variant: "another session of the owner's",
    setup: async (f) => {
      const token = await f.signIn(f.people.owner);
      const [row] = await f.t.rows(sql`select id from sessions where token_hash = ${hashToken(token)}`);
      return { ownerSessionId: row.id as string };
    },
    url: ({ ctx }) => `/api/users/me/sessions/${ctx.ownerSessionId}`,
  },                                                                                    [401, 204,  404,  404,  404,  404,  401]),
  row('POST', '/api/users/me/mfa/setup', fixed('/api/users/me/mfa/setup'),             [401, 200,  200,  200,  200,  200,  401]),
  row('POST', '/api/users/me/mfa/enable', {
    variant: 'with a code from the app',
    selfService: true,
    setup: async (f, caller) => {
      if (!caller) return {};
      const res = await f.t.call('POST', '/api/users/me/mfa/setup', { token: caller.token });
      await awayFromStepEdge();
      return { mfaSecret: res.body?.secret };
    },
    url: () => '/api/users/me/mfa/enable',
    body: ({ ctx, caller }) => ({ password: caller?.password ?? 'Secret123',
      code: ctx.mfaSecret ? codeAt(ctx.mfaSecret) : '000000' }),
  },                                                                                    [401, 200,  200,  200,  200,  200,  401]),
  row('POST', '/api/users/me/mfa/enable', {
    variant: 'with a wrong code',
    url: () => '/api/users/me/mfa/enable',
    body: ({ caller }) => ({ password: caller?.password ?? 'Secret123', code: '000000' }),
  },                                                                                    [401, 400,  400,  400,  400,  400,  401]),
  row('POST', '/api/users/me/mfa/enable', {
    variant: 'with a wrong password',
    setup: async (f, caller) => {
      if (!caller) return {};
      const res = await f.t.call('POST', '/api/users/me/mfa/setup', { token: caller.token });
      await awayFromStepEdge();
      return { mfaSecret: res.body?.secret };
    },
    url: () => '/api/users/me/mfa/enable',
    body: ({ ctx }) => ({ password: 'Wrong-password-1', code: ctx.mfaSecret ? codeAt(ctx.mfaSecret) : '000000' }),
  },                                                                                    [401, 400,  400,  400,  400,  400,  401]),
  row('POST', '/api/users/me/mfa/disable', {
    selfService: true,
    // A deactivated caller cannot turn it on: their cell goes without.
    setup: async (f, caller) => {
      const on = caller && (await turnOnMfa(f.t, caller.token, caller.password).catch(() => undefined));
      return on ? { mfaSecret: on.secret } : {};
    },
    url: () => '/api/users/me/mfa/disable',
    body: ({ ctx, caller }) => ({ password: caller?.password ?? 'Secret123',
      code: ctx.mfaSecret ? codeAt(ctx.mfaSecret) : '000000' }),
  },                                                                                    [401, 204,  204,  204,  204,  204,  401]),
  row('POST', '/api/auth/mfa', {
    variant: "the caller's own second step",
    selfService: true,
    setup: async (f, caller) => {
      const on = caller && (await turnOnMfa(f.t, caller.token, caller.password).catch(() => undefined));
      if (!caller || !on) return {};
      return { mfaSecret: on.secret, mfaToken: await passwordStep(f.t, caller.email, caller.password) };
    },
    url: () => '/api/auth/mfa',
    body: ({ ctx }) => ({ mfaToken: ctx.mfaToken ?? 'x'.repeat(43), code: ctx.mfaSecret ? codeAt(ctx.mfaSecret) : '000000' }),
  },                                                                                    [401, 200,  200,  200,  200,  200,  401]),
  row('POST', '/api/auth/mfa', {
    variant: 'with a token nobody was given',
    url: () => '/api/auth/mfa',
    body: () => ({ mfaToken: 'x'.repeat(43), code: '123456' }),
  },                                                                                    [401, 401,  401,  401,  401,  401,  401]),

  // --- the audit trail
  row('GET', '/api/audit', fixed('/api/audit'),                                         [401, 403,  403,  403,  403,  200,  401]),
  row('GET', '/api/audit', {
    variant: 'about one person',
    url: ({ f }) => `/api/audit?subjectId=${f.people.owner.id}&action=auth.sign-in&limit=5`,
    verify: ({ f }, res) => {
      if (!res.body.entries.every((e: { subjectId: string }) => e.subjectId === f.people.owner.id))
        throw new Error('an entry about someone else');
    },
  },                                                                                    [401, 403,  403,  403,  403,  200,  401]),
  row('GET', '/api/audit/export', {
    variant: 'about one person, by name',
    url: ({ f }) => `/api/audit/export?person=${encodeURIComponent(f.people.owner.email)}&action=auth.sign-in`,
    verify: ({ f }, res) => {
      const about = (e: { subjectId: string; actorId: string }) =>
        e.subjectId === f.people.owner.id || e.actorId === f.people.owner.id;
      if (!res.body.entries.every(about)) throw new Error('an entry about someone else');
    },
  },                                                                                    [401, 403,  403,  403,  403,  200,  401]),

  // --- user administration
  row('GET', '/api/users/admin/all', fixed('/api/users/admin/all?search=test'),         [401, 403,  403,  403,  403,  200,  401]),
  row('GET', '/api/users/admin/trainers', fixed('/api/users/admin/trainers'),           [401, 403,  403,  403,  403,  200,  401]),
  ...(
    [
      [undefined, (f: Fixture) => f.people.trainer.id, 200],
      ['trainerId names a client', (f: Fixture) => f.people.otherClient.id, 400],
      ['trainerId names a deactivated trainer', (f: Fixture) => f.formerTrainer.id, 400],
      ['trainerId names the user being edited', (f: Fixture) => f.spare.id, 400],
      ['trainerId names the consultant making the change', (f: Fixture) => f.people.consultant.id, 400],
    ] as const
  ).map(([variant, trainerId, consultantStatus]) =>
    row('PUT', '/api/users/admin/:id', {
      ...(variant ? { variant } : {}),
      url: ({ f }) => `/api/users/admin/${f.spare.id}`,
      body: ({ f }) => ({ username: f.spare.email.split('@')[0]!.replace(/[^A-Za-z0-9._-]/g, '').slice(-30),
        email: f.spare.email, firstName: 'Spare', lastName: 'Person', roles: ['CLIENT'],
        trainerId: trainerId(f), isActive: true }),
    },                                                                                  [401, 403,  403,  403,  403,  consultantStatus, 401])),

  // --- a trainer's clients
  row('GET', '/api/clients', fixed('/api/clients?search=test'),                         [401, 403,  403,  200,  200,  403,  401]),
  row('GET', '/api/clients/:id', { url: ({ f }) => `/api/clients/${f.people.owner.id}` }, [401, 403, 403, 200,  404,  403,  401]),
  row('GET', '/api/clients/:id', {
    variant: "the trainer's deactivated client",
    url: ({ f }) => `/api/clients/${f.people.deactivated.id}`,
  },                                                                                    [401, 403,  403,  404,  404,  403,  401]),
  row('GET', '/api/clients/:id/conditions', ofOwner('conditions'),                      [401, 403,  403,  200,  404,  403,  401]),
  row('PUT', '/api/clients/:id/conditions', {
    ...ofOwner('conditions'),
    body: () => ({ conditions: ['knee', 'shoulder'] }),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('PUT', '/api/clients/:id/conditions', {
    variant: 'a condition outside the vocabulary',
    ...ofOwner('conditions'),
    body: () => ({ conditions: ['elbow'] }),
  },                                                                                    [401, 403,  403,  400,  400,  403,  401]),
  row('GET', '/api/clients/:id/exercise-suggestions', {
    ...ofOwner('exercise-suggestions'),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/clients/:id/last-performances', {
    url: ({ f }) => `/api/clients/${f.people.owner.id}/last-performances?exerciseIds=${f.library.exercises.approved}`,
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),

  // --- workouts
  row('GET', '/api/workouts', fixed('/api/workouts'),                                   [401, 200,  200,  403,  403,  403,  401]),
  row('GET', '/api/workouts', { variant: '?createdBy=me', ...fixed('/api/workouts?createdBy=me') },
                                                                                        [401, 403,  403,  200,  200,  403,  401]),
  row('GET', '/api/workouts', {
    variant: '?createdBy=me narrowed to the owner, searched, from a day: only the trainer\'s own clients\'',
    url: ({ f }) => `/api/workouts?createdBy=me&clientId=${f.people.owner.id}&search=a&from=2000-01-01&to=2099-12-31`,
    verify: (c, res) => {
      if (res.body.workouts.some((w: { assignedTo: string }) => w.assignedTo !== c.f.people.owner.id))
        fail('the page holds another client\'s workout');
    },
  },                                                                                    [401, 403,  403,  200,  200,  403,  401]),
  row('GET', '/api/workouts', {
    variant: 'a page of the completed ones: only the caller\'s own',
    url: () => '/api/workouts?status=COMPLETED&limit=200&offset=0',
    verify: (c, res) => {
      if (res.body.workouts.some((w: { assignedTo: string }) => w.assignedTo !== id(c)))
        fail('the page holds someone else\'s workout');
      if (res.body.total < res.body.workouts.length) fail('the total is less than the page');
    },
  },                                                                                    [401, 200,  200,  403,  403,  403,  401]),
  row('GET', '/api/workouts/client/:clientId', {
    url: ({ f }) => `/api/workouts/client/${f.people.owner.id}`,
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/workouts/client/:clientId', {
    variant: 'a page of the scheduled ones',
    url: ({ f }) => `/api/workouts/client/${f.people.owner.id}?status=SCHEDULED&limit=1&offset=0`,
    verify: (c, res) => {
      if (res.body.workouts.some((w: { assignedTo: string }) => w.assignedTo !== c.f.people.owner.id))
        fail('the page holds another client\'s workout');
    },
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/workouts/:id', { url: ({ ctx }) => `/api/workouts/${ctx.workout.id}` },
                                                                                        [401, 200,  404,  200,  404,  404,  401]),
  // A new workout for each kind of person it may be assigned to: only the trainer's active client.
  ...([
    [undefined, 'owner',                                                                [401, 403,  403,  201,  404,  403,  401]],
    ["assignedTo names the other trainer's client", 'otherClient',                      [401, 403,  403,  404,  201,  403,  401]],
    ['assignedTo names a trainer', 'trainer',                                           [401, 403,  403,  404,  404,  403,  401]],
    ["assignedTo names the trainer's deactivated client", 'deactivated',                [401, 403,  403,  404,  404,  403,  401]],
  ] as const).map(([variant, assignee, statuses]) => row('POST', '/api/workouts', {
    ...(variant && { variant }),
    url: () => '/api/workouts',
    body: ({ f }) => f.workoutBody(f.people[assignee].id),
  }, [...statuses])),
  row('POST', '/api/workouts', {
    variant: 'an exercise not approved yet',
    url: () => '/api/workouts',
    body: ({ f }) => f.workoutBody(f.people.owner.id, f.library.exercises.unapproved),
  },                                                                                    [401, 403,  403,  400,  404,  403,  401]),
  row('PUT', '/api/workouts/:id', {
    setup: async (f) => ({ workout: await f.newWorkout() }),
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}`,
    body: ({ f }) => f.workoutBody(f.people.owner.id),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('PUT', '/api/workouts/:id', {
    variant: "assignedTo moves it to the other trainer's client",
    setup: async (f) => ({ workout: await f.newWorkout() }),
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}`,
    body: ({ f }) => f.workoutBody(f.people.otherClient.id),
  },                                                                                    [401, 403,  403,  404,  404,  403,  401]),
  row('DELETE', '/api/workouts/:id', {
    setup: async (f) => ({ workout: await f.newWorkout() }),
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}`,
  },                                                                                    [401, 403,  403,  204,  404,  403,  401]),
  row('POST', '/api/workouts/:id/copy', {
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}/copy`,
    body: ({ f }) => ({ name: 'Copy', assignedTo: f.people.owner.id, scheduledDate: f.today }),
  },                                                                                    [401, 403,  403,  201,  404,  403,  401]),
  row('POST', '/api/workouts/:id/copy', {
    variant: "assignedTo names the other trainer's client",
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}/copy`,
    body: ({ f }) => ({ name: 'Copy', assignedTo: f.people.otherClient.id, scheduledDate: f.today }),
  },                                                                                    [401, 403,  403,  404,  404,  403,  401]),
  row('POST', '/api/workouts/:id/copies', {
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}/copies`,
    body: ({ f }) => ({ targets: [{ assignedTo: f.people.owner.id, scheduledDate: f.today },
      { assignedTo: f.people.owner.id, scheduledDate: f.today, name: 'Copy' }] }),
  },                                                                                    [401, 403,  403,  201,  404,  403,  401]),
  row('POST', '/api/workouts/:id/copies', {
    variant: "one target among several names the other trainer's client",
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}/copies`,
    body: onToday('owner', 'otherClient'),
  },                                                                                    [401, 403,  403,  404,  404,  403,  401]),
  row('POST', '/api/workouts/:id/copies/preview', {
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}/copies/preview`,
    body: onToday('owner'),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('POST', '/api/workouts/:id/copies/preview', {
    variant: "one target among several names the other trainer's client",
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}/copies/preview`,
    body: onToday('owner', 'otherClient'),
  },                                                                                    [401, 403,  403,  404,  404,  403,  401]),
  row('PATCH', '/api/workouts/:id/schedule', {
    setup: async (f) => ({ workout: await f.newWorkout() }),
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}/schedule`,
    body: ({ f }) => ({ scheduledDate: f.today }),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('PATCH', '/api/workouts/:id/schedule', {
    variant: 'a completed workout',
    setup: async (f) => {
      const workout = await f.newWorkout();
      const res = await f.t.call('PATCH', `/api/workouts/${workout.id}/complete`, { token: f.people.owner.token,
        body: { sets: [], status: 'COMPLETED', completedDate: new Date().toISOString() } });
      if (res.status !== 200) fail(`completing the workout answered ${res.status}`);
      return { workout };
    },
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}/schedule`,
    body: ({ f }) => ({ scheduledDate: f.today }),
  },                                                                                    [401, 403,  403,  409,  404,  403,  401]),
  row('PATCH', '/api/workouts/:id', {
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}`,
    body: ({ f, ctx }) => f.actualsBody(ctx.workout),
  },                                                                                    [401, 200,  404,  403,  403,  403,  401]),
  row('PATCH', '/api/workouts/:id', {
    variant: "nested ids of another client's workout",
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}`,
    body: ({ f, ctx }) => f.actualsBody(ctx.otherWorkout),
  },                                                                                    [401, 400,  404,  403,  403,  403,  401]),
  row('PATCH', '/api/workouts/:id/complete', {
    setup: async (f) => ({ workout: await f.newWorkout() }),
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}/complete`,
    body: ({ f, ctx }) => ({ ...f.actualsBody(ctx.workout), status: 'COMPLETED',
      completedDate: new Date().toISOString() }),
  },                                                                                    [401, 200,  404,  403,  403,  403,  401]),
  row('PATCH', '/api/workouts/:id/complete', {
    variant: "nested ids of another client's workout",
    setup: async (f) => ({ workout: await f.newWorkout() }),
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}/complete`,
    body: ({ f, ctx }) => ({ ...f.actualsBody(ctx.otherWorkout), status: 'COMPLETED',
      completedDate: new Date().toISOString() }),
  },                                                                                    [401, 400,  404,  403,  403,  403,  401]),

  // --- the calendar
  row('GET', '/api/calendar', {
    url: ({ f }) => `/api/calendar?from=${f.today}&to=${f.today}`,
    verify: (c, res) => {
      const { owner, otherClient } = c.f.people;
      const refused = (w: { assignedTo: string }) =>
        c.kind === 'trainer' ? w.assignedTo === otherClient.id
          : c.kind === 'otherTrainer' ? w.assignedTo === owner.id : w.assignedTo !== id(c);
      if (res.body.workouts.some(refused)) fail('the calendar holds a workout of someone else');
    },
  },                                                                                    [401, 200,  200,  200,  200,  403,  401]),
  row('GET', '/api/calendar', {
    variant: 'clientId names the owner',
    url: ({ f }) => `/api/calendar?from=${f.today}&to=${f.today}&clientId=${f.people.owner.id}`,
    verify: ({ f }, res) => {
      if (res.body.workouts.some((w: { assignedTo: string }) => w.assignedTo !== f.people.owner.id))
        fail("the calendar holds another client's workout");
    },
  },                                                                                    [401, 200,  400,  200,  404,  403,  401]),
  row('GET', '/api/calendar', {
    variant: 'a range over 62 days',
    url: () => '/api/calendar?from=2026-01-01&to=2026-03-04',
  },                                                                                    [401, 400,  400,  400,  400,  403,  401]),
  // --- templates
  row('GET', '/api/templates', fixed('/api/templates?search=template&limit=5'),        [401, 403,  403,  200,  200,  403,  401]),
  row('POST', '/api/templates', { url: () => '/api/templates', body: ({ f }) => f.templateBody() },
                                                                                        [401, 403,  403,  201,  201,  403,  401]),
  row('GET', '/api/templates/:id', { url: ({ ctx }) => `/api/templates/${ctx.template.id}` },
                                                                                        [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/templates/:id', {
    variant: 'a template the other trainer shares',
    url: ({ ctx }) => `/api/templates/${ctx.sharedTemplate.id}`,
  },                                                                                    [401, 403,  403,  200,  200,  403,  401]),
  row('PUT', '/api/templates/:id', {
    url: ({ ctx }) => `/api/templates/${ctx.template.id}`,
    body: ({ f }) => f.templateBody(),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('PUT', '/api/templates/:id', {
    variant: 'a template the other trainer shares: only its owner changes it',
    url: ({ ctx }) => `/api/templates/${ctx.sharedTemplate.id}`,
    body: ({ f }) => f.templateBody(true),
  },                                                                                    [401, 403,  403,  403,  200,  403,  401]),
  row('DELETE', '/api/templates/:id', {
    setup: async (f) => ({ template: await f.newTemplate(f.people.trainer, true) }),
    url: ({ ctx }) => `/api/templates/${ctx.template.id}`,
  },                                                                                    [401, 403,  403,  204,  403,  403,  401]),
  // Scheduling from a template and previewing it answer alike, but for what a write answers.
  ...([['schedule', 201], ['schedule/preview', 200]] as const).flatMap(([action, done]) => [
    row('POST', `/api/templates/:id/${action}`, {
      url: ({ ctx }) => `/api/templates/${ctx.template.id}/${action}`,
      body: onToday('owner'),
    },                                                                                  [401, 403,  403,  done, 404,  403,  401]),
    row('POST', `/api/templates/:id/${action}`, {
      variant: 'a template the other trainer shares, for their own client',
      url: ({ ctx }) => `/api/templates/${ctx.sharedTemplate.id}/${action}`,
      body: onToday('otherClient'),
    },                                                                                  [401, 403,  403,  404,  done, 403,  401]),
    row('POST', `/api/templates/:id/${action}`, {
      variant: "one target among several names the other trainer's client",
      url: ({ ctx }) => `/api/templates/${ctx.sharedTemplate.id}/${action}`,
      body: onToday('owner', 'otherClient'),
    },                                                                                  [401, 403,  403,  404,  404,  403,  401]),
  ]),
  row('POST', '/api/workouts/:id/template', {
    url: ({ ctx }) => `/api/workouts/${ctx.workout.id}/template`,
    body: ({ f }) => ({ name: f.unique('Saved ') }),
  },                                                                                    [401, 403,  403,  201,  404,  403,  401]),

  // --- programs
  row('GET', '/api/programs', fixed('/api/programs'),                                   [401, 403,  403,  200,  200,  403,  401]),
  row('POST', '/api/programs', {
    url: () => '/api/programs',
    body: ({ f, ctx }) => f.programBody(ctx.template.id),
  },                                                                                    [401, 403,  403,  201,  400,  403,  401]),
  row('POST', '/api/programs', {
    variant: 'on a template the other trainer shares',
    url: () => '/api/programs',
    body: ({ f, ctx }) => f.programBody(ctx.sharedTemplate.id),
  },                                                                                    [401, 403,  403,  201,  201,  403,  401]),
  row('GET', '/api/programs/:id', { url: ({ ctx }) => `/api/programs/${ctx.program.id}` },
                                                                                        [401, 403,  403,  200,  404,  403,  401]),
  row('PUT', '/api/programs/:id', {
    url: ({ ctx }) => `/api/programs/${ctx.program.id}`,
    body: ({ f, ctx }) => f.programBody(ctx.template.id),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('DELETE', '/api/programs/:id', {
    setup: async (f) => ({ program: await f.newProgram(f.ctx.template.id) }),
    url: ({ ctx }) => `/api/programs/${ctx.program.id}`,
  },                                                                                    [401, 403,  403,  204,  404,  403,  401]),
  row('POST', '/api/programs/:id/assign', {
    url: ({ ctx }) => `/api/programs/${ctx.program.id}/assign`,
    body: ({ f }) => ({ clientIds: [f.people.owner.id], startDate: f.today }),
  },                                                                                    [401, 403,  403,  201,  404,  403,  401]),
  row('POST', '/api/programs/:id/assign', {
    variant: "the other trainer's client among the clients",
    url: ({ ctx }) => `/api/programs/${ctx.program.id}/assign`,
    body: ({ f }) => ({ clientIds: [f.people.owner.id, f.people.otherClient.id], startDate: f.today }),
  },                                                                                    [401, 403,  403,  404,  404,  403,  401]),
  row('GET', '/api/clients/:id/programs', ofOwner('programs'),                          [401, 403,  403,  200,  404,  403,  401]),
  row('POST', '/api/programs/:id/assign/preview', {
    url: ({ ctx }) => `/api/programs/${ctx.program.id}/assign/preview`,
    body: ({ f }) => ({ clientIds: [f.people.owner.id], startDate: f.today }),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('POST', '/api/programs/:id/assign/preview', {
    variant: "the other trainer's client among the clients",
    url: ({ ctx }) => `/api/programs/${ctx.program.id}/assign/preview`,
    body: ({ f }) => ({ clientIds: [f.people.owner.id, f.people.otherClient.id], startDate: f.today }),
  },                                                                                    [401, 403,  403,  404,  404,  403,  401]),
  row('DELETE', '/api/program-assignments/:id', {
    setup: async (f) => ({ assignment: await newAssignment(f) }),
    url: ({ ctx }) => `/api/program-assignments/${ctx.assignment!.id}`,
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('PATCH', '/api/program-assignments/:id', {
    setup: async (f) => ({ assignment: await newAssignment(f) }),
    url: ({ ctx }) => `/api/program-assignments/${ctx.assignment!.id}`,
    body: ({ f }) => ({ startDate: f.today }),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('POST', '/api/program-assignments/:id/move/preview', {
    setup: async (f) => ({ assignment: await newAssignment(f) }),
    url: ({ ctx }) => `/api/program-assignments/${ctx.assignment!.id}/move/preview`,
    body: ({ f }) => ({ startDate: f.today }),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),

  // --- meals
  row('GET', '/api/meals', fixed('/api/meals'),                                         [401, 200,  200,  403,  403,  403,  401]),
  row('POST', '/api/meals', { url: () => '/api/meals', body: ({ f }) => f.mealBody() }, [401, 201,  201,  403,  403,  403,  401]),
  row('POST', '/api/meals', {
    variant: 'clientId and plannedBy name other people: ignored',
    url: () => '/api/meals',
    body: ({ f }) => ({ ...f.mealBody(), clientId: f.people.otherClient.id, plannedBy: f.people.otherTrainer.id }),
    verify: (c, res) => {
      if (res.body.meal.clientId !== id(c) || res.body.meal.plannedBy !== null)
        fail(`the meal was stored for someone else: ${JSON.stringify(res.body.meal)}`);
    },
  },                                                                                    [401, 201,  201,  403,  403,  403,  401]),
  row('POST', '/api/meals', {
    variant: 'a food not approved yet',
    url: () => '/api/meals',
    body: ({ f }) => f.mealBody(f.library.foods.unapproved),
  },                                                                                    [401, 400,  400,  403,  403,  403,  401]),
  row('PATCH', '/api/meals/:id/completion', {
    url: ({ ctx }) => `/api/meals/${ctx.meal.id}/completion`,
    body: () => ({ isCompleted: true }),
  },                                                                                    [401, 200,  404,  404,  404,  404,  401]),
  row('DELETE', '/api/meals/:id', {
    setup: async (f) => ({ meal: await f.newMeal() }),
    url: ({ ctx }) => `/api/meals/${ctx.meal.id}`,
  },                                                                                    [401, 204,  404,  204,  404,  404,  401]),
  row('GET', '/api/clients/:id/meals', ofOwner('meals'),                                [401, 404,  404,  200,  404,  404,  401]),
  row('GET', '/api/clients/:id/meals', {
    variant: 'one day, a page',
    url: ({ f }) => `/api/clients/${f.people.owner.id}/meals?date=${f.today}&limit=10&offset=0`,
    verify: (c, res) => {
      if (res.body.meals.some((m: { clientId: string }) => m.clientId !== c.f.people.owner.id))
        fail('the page holds another client\'s meal');
    },
  },                                                                                    [401, 404,  404,  200,  404,  404,  401]),
  row('POST', '/api/clients/:id/meals', {
    ...ofOwner('meals'),
    body: ({ f }) => f.mealBody(),
  },                                                                                    [401, 404,  404,  201,  404,  404,  401]),
  row('POST', '/api/clients/:id/meals', {
    variant: 'a food not approved yet',
    ...ofOwner('meals'),
    body: ({ f }) => f.mealBody(f.library.foods.unapproved),
  },                                                                                    [401, 404,  404,  400,  404,  404,  401]),

  // --- body data and nutrition targets
  row('GET', '/api/users/body', fixed('/api/users/body'),                               [401, 200,  200,  200,  200,  200,  401]),
  row('PUT', '/api/users/body', {
    url: () => '/api/users/body',
    body: () => ({ dateOfBirth: '1990-05-01', sex: 'female', height: 165, heightUnit: 'cm', weight: 60, weightUnit: 'kg' }),
  },                                                                                    [401, 200,  200,  200,  200,  200,  401]),
  row('PUT', '/api/users/body', {
    variant: 'a height out of bounds',
    url: () => '/api/users/body',
    body: () => ({ height: 400, heightUnit: 'cm' }),
  },                                                                                    [401, 400,  400,  400,  400,  400,  401]),
  row('GET', '/api/clients/:id/nutrition/targets', ofOwner('nutrition/targets'),        [401, 403,  403,  200,  404,  403,  401]),
  row('PUT', '/api/clients/:id/nutrition/targets', {
    ...ofOwner('nutrition/targets'),
    body: () => ({ day: { kcal: 2000, protein: 120, carbs: 230, fat: 65 } }),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('PUT', '/api/clients/:id/nutrition/targets', {
    variant: 'macros far over the calories',
    ...ofOwner('nutrition/targets'),
    body: () => ({ day: { kcal: 1000, protein: 200, carbs: 300, fat: 100 } }),
  },                                                                                    [401, 403,  403,  400,  400,  403,  401]),
  row('GET', '/api/clients/:id/nutrition/proposal', ofOwner('nutrition/proposal'),      [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/clients/:id/nutrition/proposal', {
    variant: 'inputs entered by the trainer',
    ...ofOwner('nutrition/proposal?weightKg=60&heightCm=165&age=30&sex=female&daysPerWeek=3&goalRateKgPerWeek=-0.5'),
    verify: (_c, res) => {
      if (!res.body.result || res.body.missing.length) fail(`no proposal from entered inputs: ${JSON.stringify(res.body)}`);
    },
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/clients/:id/nutrition/proposal', {
    variant: 'a weight out of bounds',
    ...ofOwner('nutrition/proposal?weightKg=5'),
  },                                                                                    [401, 403,  403,  400,  400,  403,  401]),
  row('GET', '/api/nutrition/targets', {
    url: () => '/api/nutrition/targets',
    // Nobody sets targets for the other client.
    verify: (c, res) => {
      if (id(c) === c.f.people.otherClient.id && res.body.targets) fail("answered someone else's targets");
    },
  },                                                                                    [401, 200,  200,  403,  403,  403,  401]),

  // --- the weekly calorie adjustment
  row('GET', '/api/clients/:id/nutrition/adjustment', {
    ...ofOwner('nutrition/adjustment'),
    verify: (c, res) => {
      if (res.body.adjustment && res.body.adjustment.clientId !== c.f.people.owner.id)
        fail("answered another client's adjustment");
    },
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('POST', '/api/clients/:id/nutrition/adjustments/:adjustmentId/approve', {
    setup: async (f) => ({ adjustment: await f.newAdjustment() }),
    url: ({ f, ctx }) => `/api/clients/${f.people.owner.id}/nutrition/adjustments/${ctx.adjustment!.id}/approve`,
    verify: (c, res) => {
      if (res.body.targets.clientId !== c.f.people.owner.id) fail("set another client's targets");
    },
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('POST', '/api/clients/:id/nutrition/adjustments/:adjustmentId/approve', {
    variant: 'decided already',
    setup: async (f) => ({ adjustment: await f.newAdjustment(f.people.owner, 'approved') }),
    url: ({ f, ctx }) => `/api/clients/${f.people.owner.id}/nutrition/adjustments/${ctx.adjustment!.id}/approve`,
  },                                                                                    [401, 403,  403,  409,  404,  403,  401]),
  row('POST', '/api/clients/:id/nutrition/adjustments/:adjustmentId/approve', {
    variant: "another client's adjustment under the owner",
    setup: async (f) => ({ adjustment: await f.newAdjustment(f.people.otherClient) }),
    url: ({ f, ctx }) => `/api/clients/${f.people.owner.id}/nutrition/adjustments/${ctx.adjustment!.id}/approve`,
  },                                                                                    [401, 403,  403,  404,  404,  403,  401]),
  row('POST', '/api/clients/:id/nutrition/adjustments/:adjustmentId/approve-with-edits', {
    setup: async (f) => ({ adjustment: await f.newAdjustment() }),
    url: ({ f, ctx }) =>
      `/api/clients/${f.people.owner.id}/nutrition/adjustments/${ctx.adjustment!.id}/approve-with-edits`,
    body: () => ({ day: { kcal: 1850, protein: 120, carbs: 190, fat: 60 }, goalRateKgPerWeek: -0.5 }),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('POST', '/api/clients/:id/nutrition/adjustments/:adjustmentId/approve-with-edits', {
    variant: 'macros far over the calories',
    setup: async (f) => ({ adjustment: await f.newAdjustment() }),
    url: ({ f, ctx }) =>
      `/api/clients/${f.people.owner.id}/nutrition/adjustments/${ctx.adjustment!.id}/approve-with-edits`,
    body: () => ({ day: { kcal: 1000, protein: 200, carbs: 300, fat: 100 } }),
  },                                                                                    [401, 403,  403,  400,  400,  403,  401]),
  row('POST', '/api/clients/:id/nutrition/adjustments/:adjustmentId/dismiss', {
    setup: async (f) => ({ adjustment: await f.newAdjustment() }),
    url: ({ f, ctx }) => `/api/clients/${f.people.owner.id}/nutrition/adjustments/${ctx.adjustment!.id}/dismiss`,
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),

  // --- the food diary
  row('GET', '/api/nutrition/diary', {
    url: ({ f }) => `/api/nutrition/diary?date=${f.today}`,
    verify: (c, res) => {
      if (res.body.clientId !== id(c) || res.body.entries.some((e: { clientId: string }) => e.clientId !== id(c)))
        fail("answered someone else's diary");
    },
  },                                                                                    [401, 200,  200,  403,  403,  403,  401]),
  row('GET', '/api/nutrition/diary', {
    variant: 'a date that is none',
    url: () => '/api/nutrition/diary?date=2026-02-30',
  },                                                                                    [401, 400,  400,  403,  403,  403,  401]),
  row('POST', '/api/nutrition/diary', {
    url: () => '/api/nutrition/diary',
    body: ({ f }) => ({ date: f.today, mealType: 'LUNCH', foodId: f.library.foods.approved, servings: 1 }),
  },                                                                                    [401, 201,  201,  403,  403,  403,  401]),
  row('POST', '/api/nutrition/diary', {
    variant: 'a quick entry; clientId names the other client: ignored',
    url: () => '/api/nutrition/diary',
    body: ({ f }) => ({ date: f.today, mealType: 'SNACK', name: 'Apple', kcal: 80, clientId: f.people.otherClient.id }),
    verify: (c, res) => {
      if (res.body.entry.clientId !== id(c)) fail('the entry was stored for someone else');
    },
  },                                                                                    [401, 201,  201,  403,  403,  403,  401]),
  row('POST', '/api/nutrition/diary', {
    variant: 'a food not approved yet',
    url: () => '/api/nutrition/diary',
    body: ({ f }) => ({ date: f.today, mealType: 'LUNCH', foodId: f.library.foods.unapproved, servings: 1 }),
  },                                                                                    [401, 400,  400,  403,  403,  403,  401]),
  row('PATCH', '/api/nutrition/diary/:id', {
    setup: async (f) => ({ diaryEntry: await f.newDiaryEntry() }),
    url: ({ ctx }) => `/api/nutrition/diary/${ctx.diaryEntry!.id}`,
    body: () => ({ mealType: 'DINNER', kcal: 120 }),
  },                                                                                    [401, 200,  404,  403,  403,  403,  401]),
  row('DELETE', '/api/nutrition/diary/:id', {
    setup: async (f) => ({ diaryEntry: await f.newDiaryEntry() }),
    url: ({ ctx }) => `/api/nutrition/diary/${ctx.diaryEntry!.id}`,
  },                                                                                    [401, 204,  404,  403,  403,  403,  401]),
  row('POST', '/api/nutrition/diary/copy', {
    setup: async (f) => ({ diaryEntry: await f.newDiaryEntry() }),
    url: () => '/api/nutrition/diary/copy',
    body: ({ f }) => ({ fromDate: f.today, meal: 'SNACK', toDate: f.today, toMeal: 'DINNER' }),
    verify: (c, res) => {
      if (res.body.entries.some((e: { clientId: string }) => e.clientId !== id(c)))
        fail("copied someone else's entries");
    },
  },                                                                                    [401, 201,  201,  403,  403,  403,  401]),
  row('POST', '/api/nutrition/diary/from-meal/:id', {
    setup: async (f) => ({ meal: await f.newMeal() }),
    url: ({ ctx }) => `/api/nutrition/diary/from-meal/${ctx.meal.id}`,
  },                                                                                    [401, 201,  404,  403,  403,  403,  401]),
  row('GET', '/api/nutrition/foods/recent', fixed('/api/nutrition/foods/recent'),       [401, 200,  200,  403,  403,  403,  401]),
  row('POST', '/api/nutrition/diary', {
    variant: "a food the owner's trainer shares (the other client's trainer is another)",
    setup: async (f) => ({ customFood: await f.newCustomFood(f.people.trainer, true) }),
    url: () => '/api/nutrition/diary',
    body: ({ f, ctx }) => ({ date: f.today, mealType: 'LUNCH', customFoodId: ctx.customFood!.id, grams: 50 }),
  },                                                                                    [401, 201,  400,  403,  403,  403,  401]),

  // --- custom foods
  row('GET', '/api/nutrition/custom-foods', fixed('/api/nutrition/custom-foods'),      [401, 200,  200,  200,  200,  403,  401]),
  row('POST', '/api/nutrition/custom-foods', {
    setup: async (f) => ({ customFood: await f.newCustomFood() }),
    url: () => '/api/nutrition/custom-foods',
    body: ({ f }) => f.customFoodBody(),
  },                                                                                    [401, 201,  201,  201,  201,  403,  401]),
  row('POST', '/api/nutrition/custom-foods', {
    variant: 'shared with clients: trainers only',
    setup: async (f) => ({ customFood: await f.newCustomFood() }),
    url: () => '/api/nutrition/custom-foods',
    body: ({ f }) => f.customFoodBody(true),
  },                                                                                    [401, 400,  400,  201,  201,  403,  401]),
  row('PUT', '/api/nutrition/custom-foods/:id', {
    setup: async (f) => ({ customFood: await f.newCustomFood() }),
    url: ({ ctx }) => `/api/nutrition/custom-foods/${ctx.customFood!.id}`,
    body: ({ f }) => f.customFoodBody(),
  },                                                                                    [401, 200,  404,  404,  404,  403,  401]),
  row('DELETE', '/api/nutrition/custom-foods/:id', {
    setup: async (f) => ({ customFood: await f.newCustomFood() }),
    url: ({ ctx }) => `/api/nutrition/custom-foods/${ctx.customFood!.id}`,
  },                                                                                    [401, 204,  404,  404,  404,  403,  401]),
  row('GET', '/api/nutrition/foods', {
    url: ({ ctx }) => `/api/nutrition/foods?search=${encodeURIComponent(ctx.sharedFood!.name)}`,
    verify: (c, res) => {
      const shared = res.body.foods.some((food: { id: string }) => food.id === c.ctx.sharedFood!.id);
      if (shared !== (c.kind === 'owner')) fail("a trainer's shared food reached someone not their client");
    },
  },                                                                                    [401, 200,  200,  403,  403,  403,  401]),
  row('GET', '/api/nutrition/foods', {
    variant: 'a search too long',
    url: () => `/api/nutrition/foods?search=${'a'.repeat(201)}`,
  },                                                                                    [401, 400,  400,  403,  403,  403,  401]),
  row('GET', '/api/clients/:id/nutrition/diary', {
    url: ({ f }) => `/api/clients/${f.people.owner.id}/nutrition/diary?date=${f.today}`,
    verify: (c, res) => {
      if (res.body.entries.some((e: { clientId: string }) => e.clientId !== c.f.people.owner.id))
        fail("the day holds another client's entry");
    },
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/clients/:id/nutrition/diary', {
    variant: 'no date',
    ...ofOwner('nutrition/diary'),
  },                                                                                    [401, 403,  403,  400,  400,  403,  401]),
  row('GET', '/api/nutrition/compliance', fixed('/api/nutrition/compliance'),          [401, 200,  200,  403,  403,  403,  401]),
  row('GET', '/api/clients/:id/nutrition/compliance', ofOwner('nutrition/compliance'),  [401, 403,  403,  200,  404,  403,  401]),

  ...HABIT_CALLS,
  ...CHECK_IN_CALLS,
  ...TRAINING_MAX_CALLS,

  // --- progress
  row('GET', '/api/progress', fixed('/api/progress'),                                   [401, 200,  200,  403,  403,  403,  401]),
  row('POST', '/api/progress', { url: () => '/api/progress', body: ({ f }) => f.progressBody() },
                                                                                        [401, 201,  201,  403,  403,  403,  401]),
  row('POST', '/api/progress', {
    variant: 'clientId names the other client: ignored',
    url: () => '/api/progress',
    body: ({ f }) => ({ ...f.progressBody(), clientId: f.people.otherClient.id }),
    verify: (c, res) => {
      if (res.body.entry.clientId !== id(c)) fail(`the entry was stored for someone else`);
    },
  },                                                                                    [401, 201,  201,  403,  403,  403,  401]),
  row('DELETE', '/api/progress/:id', {
    setup: async (f) => ({ entry: await f.newEntry() }),
    url: ({ ctx }) => `/api/progress/${ctx.entry.id}`,
  },                                                                                    [401, 204,  404,  403,  403,  403,  401]),
  row('GET', '/api/clients/:id/progress', ofOwner('progress'),                          [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/clients/:id/progress', {
    variant: 'a page further on',
    ...ofOwner('progress?limit=200&offset=1'),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  // --- notifications and live events
  row('GET', '/api/notifications', fixed('/api/notifications?unread=true&limit=5'),
                                                                                        [401, 200,  200,  200,  200,  200,  401]),
  row('POST', '/api/notifications/read', { url: () => '/api/notifications/read', body: () => ({ all: true }) },
                                                                                        [401, 204,  204,  204,  204,  204,  401]),
  // --- the coach's signal
  row('GET', '/api/trainer/attention', fixed('/api/trainer/attention'),                 [401, 403,  403,  200,  200,  403,  401]),
  row('GET', '/api/clients/:id/adherence', ofOwner('adherence'),                        [401, 403,  403,  200,  404,  403,  401]),
  row('POST', '/api/clients/:id/attention/resolutions', {
    ...ofOwner('attention/resolutions'),
    body: () => ({ kind: 'intake-pending', fact: 'intake', snoozeDays: 1, note: 'Reminded them' }),
  },                                                                                    [401, 403,  403,  201,  404,  403,  401]),
  row('DELETE', '/api/clients/:id/attention/resolutions/:kind', {
    setup: async (f) => {
      const res = await f.t.call('POST', `/api/clients/${f.people.owner.id}/attention/resolutions`, {
        token: f.people.trainer.token, body: { kind: 'nothing-scheduled', fact: 'never' } });
      if (res.status !== 201) fail(`clearing the reason answered ${res.status}`);
      return {};
    },
    ...ofOwner('attention/resolutions/nothing-scheduled'),
  },                                                                                    [401, 403,  403,  204,  404,  403,  401]),
  row('GET', '/api/records', fixed('/api/records'),                                     [401, 200,  200,  403,  403,  403,  401]),
  row('GET', '/api/clients/:id/records', ofOwner('records'),                            [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/exercise-history/:exerciseId', {
    url: ({ f }) => `/api/exercise-history/${f.library.exercises.approved}?clientId=${f.people.owner.id}`,
  },                                                                                    [401, 200,  404,  200,  404,  403,  401]),
  row('GET', '/api/exercise-history/:exerciseId', {
    variant: 'no client named: the caller\'s own',
    url: ({ f }) => `/api/exercise-history/${f.library.exercises.approved}`,
  },                                                                                    [401, 200,  200,  400,  400,  403,  401]),
  // --- messages (the owner's conversation with their trainer)
  row('GET', '/api/messages', { url: ({ f }) => `/api/messages?clientId=${f.people.owner.id}` },
                                                                                        [401, 200,  400,  200,  404,  403,  401]),
  row('POST', '/api/messages', {
    url: () => '/api/messages',
    body: ({ f }) => ({ clientId: f.people.owner.id, body: 'How did the session feel?' }),
  },                                                                                    [401, 201,  400,  201,  404,  403,  401]),
  row('GET', '/api/messages/inbox', {
    url: () => '/api/messages/inbox',
    verify: ({ f, kind }, res) => {
      const ids = res.body.conversations.map((c: { client: { id: string } }) => c.client.id);
      if (ids.includes(f.people.owner.id) !== (kind === 'trainer'))
        throw new Error('the inbox holds a conversation of someone else\'s client');
    },
  },                                                                                    [401, 403,  403,  200,  200,  403,  401]),
  row('GET', '/api/events', { ...fixed('/api/events'), headersOnly: true },             [401, 200,  200,  200,  200,  200,  401]),
  ...INVITATION_CALLS,
  ...PHOTO_CALLS,
  ...CHECK_IN_REVIEW_CALLS,
  ...CALENDAR_FEED_CALLS,
];

/** `METHOD /route` of a row. */
export const routeKey = (c: Pick<CallSpec, 'method' | 'route'>) => `${c.method} ${c.route}`;
