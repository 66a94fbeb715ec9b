import { sql } from 'drizzle-orm';
import { dayAfter } from '@kinetic/contracts/check-in-week';
import { row, type CallSpec, type Cell } from './call-spec.ts';
import type { Fixture } from './fixture.ts';

let made = 0;

/**
 * A sent check-in of the owner's (or the other client's), as the client's submission leaves it, each
 * on a due day of its own (one check-in per client and day): a review uses one up.
 */
async function sentCheckIn(
  f: Fixture,
  who: 'owner' | 'otherClient' = 'owner',
): Promise<{ checkInId: string }> {
  const client = f.people[who];
  const trainer = f.people[who === 'owner' ? 'trainer' : 'otherTrainer'];
  const [sent] = await f.t.rows(sql`insert into check_ins
    (client_id, trainer_id, template_name, questions, blocks, due_date, status, answers, submitted_at)
    values (${client.id}, ${trainer.id}, 'Weekly check-in',
      '[{"id":"energy","kind":"scale","label":"Energy","required":true,"unit":"","alert":null}]'::jsonb,
      '{"weight":true,"measurements":false,"photos":false}'::jsonb,
      ${dayAfter(f.today, -7 * ++made)}, 'submitted', '{"energy":7}'::jsonb, now())
    returning id`);
  return { checkInId: sent!.id as string };
}

/**
 * A check-in of the owner's (or the other client's) for the reads: one already there when there is
 * (a read must change no table, and the fuzzing checks it: the writes above leave some), else a new one.
 */
async function anyCheckIn(f: Fixture, who: 'owner' | 'otherClient' = 'owner') {
  const [held] = await f.t.rows(
    sql`select id from check_ins where client_id = ${f.people[who].id} and status <> 'due' limit 1`,
  );
  return held ? { checkInId: held.id as string } : sentCheckIn(f, who);
}

const reviewUrl = ({ ctx }: Cell) => `/api/check-ins/${ctx.checkInId}/review`;

// prettier-ignore
export const CHECK_IN_REVIEW_CALLS: CallSpec[] = [
  //                                                                                    anon  owner othC  trnr  othT  cons  deact
  row('POST', '/api/check-ins/:id/review', {
    setup: (f) => sentCheckIn(f),
    url: reviewUrl,
    body: () => ({ reply: 'Good week: keep going.' }),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('POST', '/api/check-ins/:id/review', {
    variant: 'a reply longer than a message',
    setup: (f) => sentCheckIn(f),
    url: reviewUrl,
    body: () => ({ reply: 'x'.repeat(2001) }),
  },                                                                                    [401, 403,  403,  400,  400,  403,  401]),
  row('POST', '/api/check-ins/:id/review', {
    variant: 'a reply of another type, on the other client’s check-in',
    // Leaves the other client a check-in for the reads below.
    setup: (f) => sentCheckIn(f, 'otherClient'),
    url: reviewUrl,
    body: () => ({ reply: 42 }),
  },                                                                                    [401, 403,  403,  400,  400,  403,  401]),
  row('GET', '/api/check-ins/review-queue', {
    url: () => '/api/check-ins/review-queue',
    verify: (c, res) => {
      const theirs = c.f.people[c.kind === 'trainer' ? 'owner' : 'otherClient'].id;
      if (res.body.checkIns.some((q: { client: { id: string } }) => q.client.id !== theirs))
        throw new Error("answered another trainer's client's check-in");
    },
  },                                                                                    [401, 403,  403,  200,  200,  403,  401]),
  row('GET', '/api/check-ins/:id/review', { setup: (f) => anyCheckIn(f), url: reviewUrl },
                                                                                        [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/check-ins/:id/review', {
    variant: 'the other client’s check-in',
    setup: (f) => anyCheckIn(f, 'otherClient'),
    url: reviewUrl,
  },                                                                                    [401, 403,  403,  404,  200,  403,  401]),
];
