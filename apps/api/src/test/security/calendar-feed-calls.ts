import { row, type CallSpec, type Cell } from './call-spec.ts';
import type { Fixture } from './fixture.ts';
import type { Answer } from '../app.ts';

const fail = (message: string) => {
  throw new Error(message);
};

/** The trainer's feed turned on anew: the path of its secret link. */
const trainersFeed = async (f: Fixture) => {
  const res = await f.t.call('PUT', '/api/calendar-feed', { token: f.people.trainer.token });
  if (res.status !== 200) fail(`turning on a calendar feed: ${res.status} ${JSON.stringify(res.body)}`);
  return { feedSecret: (res.body.urls.https as string).split('/').pop()! };
};
/** The owner's feed, as the fixture keeps it (the calls above change it). */
const ownersFeed = async (f: Fixture) => ({ feedSecret: await f.ownerFeed() });
const feedUrl = ({ ctx }: Cell) => `/api/calendar-feeds/${ctx.feedSecret!}`;

/** The owner's feed, or their trainer's: the owner's workout is in it, the other client's never. */
const ownersWorkoutOnly = ({ ctx }: Cell, res: Answer) => {
  const text = res.body as string;
  if (!text.startsWith('BEGIN:VCALENDAR')) fail('the feed is not iCalendar text');
  if (!text.includes(ctx.workout.id)) fail("the feed leaves out the owner's workout of today");
  if (text.includes(ctx.otherWorkout.id)) fail("the feed shows another client's workout");
};

// prettier-ignore
export const CALENDAR_FEED_CALLS: CallSpec[] = [
  //                                                                                    anon  owner othC  trnr  othT  cons  deact
  row('GET', '/api/calendar-feed', { url: () => '/api/calendar-feed' },                [401, 200,  200,  200,  200,  403,  401]),
  row('PUT', '/api/calendar-feed', { url: () => '/api/calendar-feed' },                [401, 200,  200,  200,  200,  403,  401]),
  row('DELETE', '/api/calendar-feed', { url: () => '/api/calendar-feed' },             [401, 204,  204,  204,  204,  403,  401]),
  // The secret is the only credential: whoever calls (signed in or not) gets the same answer.
  row('GET', '/api/calendar-feeds/:secret', { setup: ownersFeed, url: feedUrl, verify: ownersWorkoutOnly },
                                                                                        [200, 200,  200,  200,  200,  200,  200]),
  row('GET', '/api/calendar-feeds/:secret', {
    variant: "the trainer's feed",
    setup: trainersFeed,
    url: feedUrl,
    verify: ownersWorkoutOnly,
  },                                                                                    [200, 200,  200,  200,  200,  200,  200]),
  row('GET', '/api/calendar-feeds/:secret', {
    variant: 'an unknown secret',
    url: () => '/api/calendar-feeds/bm90LWEtZmVlZC1ub3QtYS1mZWVkLW5vdC1hLWZlZWQ',
  },                                                                                    [404, 404,  404,  404,  404,  404,  404]),
];
