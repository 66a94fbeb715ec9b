import { sql } from 'drizzle-orm';
import { HABITS_ACTIVE_MAX, addDays } from '@kinetic/contracts/habits';
import { row, type CallSpec, type Cell } from './call-spec.ts';
import type { Fixture } from './fixture.ts';

const fail = (message: string) => {
  throw new Error(message);
};
const ofOwner = (path: string) => ({ url: ({ f }: Cell) => `/api/clients/${f.people.owner.id}/${path}` });

/** A new daily habit of the owner's, given by their trainer (the oldest removed to stay under the cap). */
async function newHabit(f: Fixture): Promise<{ id: string }> {
  await f.t.rows(sql`delete from habits where id in (select id from habits
    where client_id = ${f.people.owner.id} and archived_at is null
    order by created_at desc offset ${HABITS_ACTIVE_MAX - 5})`);
  const res = await f.t.call('POST', `/api/clients/${f.people.owner.id}/habits`, {
    token: f.people.trainer.token,
    body: { name: f.unique('Steps '), frequency: 'daily' },
  });
  if (res.status !== 201) fail(`giving a habit: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.habit.id };
}

const withHabit = async (f: Fixture) => ({ habit: await newHabit(f) });
const habitUrl = ({ f, ctx }: Cell) => `/api/clients/${f.people.owner.id}/habits/${ctx.habit!.id}`;
const tickUrl =
  (days = 0) =>
  ({ f, ctx }: Cell) =>
    `/api/habits/${ctx.habit!.id}/ticks/${addDays(f.today, days)}`;
const ownOnly = (c: Cell, res: { body: { habit: { clientId: string } } }) => {
  if (res.body.habit.clientId !== c.caller?.id) fail("answered someone else's habit");
};

// prettier-ignore
export const HABIT_CALLS: CallSpec[] = [
  //                                                                                    anon  owner othC  trnr  othT  cons  deact
  row('GET', '/api/clients/:id/habits', ofOwner('habits'),                              [401, 403,  403,  200,  404,  403,  401]),
  row('POST', '/api/clients/:id/habits', {
    setup: async (f) => (await newHabit(f), {}),
    ...ofOwner('habits'),
    body: ({ f }) => ({ name: f.unique('Water '), frequency: 'weekly', daysPerWeek: 3 }),
  },                                                                                    [401, 403,  403,  201,  404,  403,  401]),
  row('POST', '/api/clients/:id/habits', {
    variant: 'a weekly habit of 8 days',
    ...ofOwner('habits'),
    body: () => ({ name: 'Gym', frequency: 'weekly', daysPerWeek: 8 }),
  },                                                                                    [401, 403,  403,  400,  400,  403,  401]),
  row('PATCH', '/api/clients/:id/habits/:habitId', {
    setup: withHabit,
    url: habitUrl,
    body: () => ({ name: 'Renamed habit' }),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('DELETE', '/api/clients/:id/habits/:habitId', { setup: withHabit, url: habitUrl },
                                                                                        [401, 403,  403,  204,  404,  403,  401]),
  row('GET', '/api/habits', {
    url: () => '/api/habits',
    verify: (c, res) => {
      if (res.body.habits.some((h: { clientId: string }) => h.clientId !== c.caller?.id))
        fail("answered someone else's habits");
    },
  },                                                                                    [401, 200,  200,  403,  403,  403,  401]),
  row('PUT', '/api/habits/:id/ticks/:date', { setup: withHabit, url: tickUrl(), verify: ownOnly },
                                                                                        [401, 200,  404,  403,  403,  403,  401]),
  row('PUT', '/api/habits/:id/ticks/:date', {
    variant: 'a week ago: outside the days a client may tick',
    setup: withHabit,
    url: tickUrl(-7),
  },                                                                                    [401, 400,  404,  403,  403,  403,  401]),
  row('DELETE', '/api/habits/:id/ticks/:date', { setup: withHabit, url: tickUrl(-1), verify: ownOnly },
                                                                                        [401, 200,  404,  403,  403,  403,  401]),
];
