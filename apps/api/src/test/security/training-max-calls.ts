import { row, type CallSpec, type Cell } from './call-spec.ts';
import type { Fixture } from './fixture.ts';

const fail = (message: string) => {
  throw new Error(message);
};
const ownerMax = (f: Fixture) =>
  `/api/clients/${f.people.owner.id}/training-maxes/${f.library.exercises.approved}`;
const maxUrl = ({ f }: Cell) => ownerMax(f);

/** The owner's training max of the approved exercise, set anew by their trainer. */
async function withTrainingMax(f: Fixture) {
  const res = await f.t.call('PUT', ownerMax(f), {
    token: f.people.trainer.token,
    body: { weight: 100, weightUnit: 'kg' },
  });
  if (res.status !== 200) fail(`setting a training max: ${res.status} ${JSON.stringify(res.body)}`);
  return {};
}

// prettier-ignore
export const TRAINING_MAX_CALLS: CallSpec[] = [
  //                                                                                    anon  owner othC  trnr  othT  cons  deact
  row('GET', '/api/clients/:id/training-maxes', {
    url: ({ f }) => `/api/clients/${f.people.owner.id}/training-maxes`,
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('PUT', '/api/clients/:id/training-maxes/:exerciseId', {
    url: maxUrl,
    body: () => ({ weight: 120.5, weightUnit: 'kg' }),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('PUT', '/api/clients/:id/training-maxes/:exerciseId', {
    variant: 'a weight of 0',
    url: maxUrl,
    body: () => ({ weight: 0, weightUnit: 'kg' }),
  },                                                                                    [401, 403,  403,  400,  400,  403,  401]),
  row('DELETE', '/api/clients/:id/training-maxes/:exerciseId', { setup: withTrainingMax, url: maxUrl },
                                                                                        [401, 403,  403,  204,  404,  403,  401]),
];
