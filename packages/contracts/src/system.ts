import { z } from 'zod';
import { publicConfig } from './config.ts';
import { route } from './route.ts';

/** The API is up and its database answers. */
export const healthAnswer = z.object({ status: z.literal('ok') });
/** The API is up but cannot serve: what does not answer. */
export const healthProblem = z.object({ status: z.string(), error: z.string() });

/** What anyone may ask before signing in: whether the API works, and what the sign-in page shows. */
export const systemCalls = {
  health: route({
    method: 'GET',
    path: '/api/health',
    summary: 'The health of the API and of its database',
    tags: ['operations'],
    public: true,
    answers: { 200: healthAnswer, 503: healthProblem },
  }),

  config: route({
    method: 'GET',
    path: '/api/config',
    summary: 'What the sign-in page shows: app name, contact, demo accounts, two-step rules',
    tags: ['operations'],
    public: true,
    answers: { 200: publicConfig },
  }),
};
