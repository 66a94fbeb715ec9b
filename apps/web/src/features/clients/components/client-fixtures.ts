import type { ProgramAssignment } from '@kinetic/contracts/programs';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import type { mockFetch } from '../../../test/mock-fetch.ts';

/** One client assigned to the signed-in trainer, as the client endpoints answer it. */
export const CLIENT_ID = '00000000-0000-4000-8000-0000000000a1';

export const client = {
  id: CLIENT_ID,
  firstName: 'Sam',
  lastName: 'Rivera',
  username: 'samr',
  email: 'sam@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A program assigned to the client: 'Strength start', four weeks from Monday 23 November. */
export const strengthStart = (id: string): ProgramAssignment => ({
  id,
  programId: null,
  programName: 'Strength start',
  weeks: 4,
  startDate: '2026-11-23',
  workouts: 12,
  createdAt: '2026-11-23T08:00:00.000Z',
  endedAt: null,
});

/** One of the client's workouts as the lists answer it: scheduled for 2 December, of no program. */
export const clientWorkout = (
  overrides: Partial<WorkoutSummary> & Pick<WorkoutSummary, 'id' | 'name'>,
): WorkoutSummary => ({
  description: '',
  status: 'SCHEDULED',
  scheduledDate: '2026-12-02',
  completedDate: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  estimatedDuration: null,
  tags: [],
  assignedTo: CLIENT_ID,
  createdBy: null,
  programAssignmentId: null,
  ...overrides,
});

/**
 * The calls the client page makes, each answering 'nothing yet' (no intake answers, workouts,
 * meals, progress or conditions): a test's own answers, spread after these, replace them.
 */
export const emptyClientPage = (): NonNullable<Parameters<typeof mockFetch>[0]> => ({
  [`GET /api/clients/${CLIENT_ID}`]: { body: { client } },
  [`GET /api/clients/${CLIENT_ID}/onboarding`]: { status: 404, body: { error: 'Not found' } },
  [`GET /api/workouts/client/${CLIENT_ID}`]: { body: { workouts: [], total: 0 } },
  [`GET /api/clients/${CLIENT_ID}/meals`]: { body: { meals: [], total: 0 } },
  [`GET /api/clients/${CLIENT_ID}/progress`]: { body: { progress: [], total: 0 } },
  [`GET /api/clients/${CLIENT_ID}/conditions`]: { body: { conditions: [], suggested: [] } },
});
