import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { notifications, onboardingAnswers, users } from '../schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createUsersRepository } from '../../modules/users/users.repository.ts';
import type { OnboardingForm } from '@kinetic/contracts/onboarding';
import { INTAKE } from './demo-activity.ts';
import { block, insertDemoWorkouts, type DemoWorkout } from './demo-workouts.ts';
import { DAY } from '../../lib/durations.ts';

interface RosterClient {
  key: string;
  firstName: string;
  lastName: string;
  /** How many days ago they became Maya's client. */
  since: number;
  /** Whether they have sent their intake (all six forms). */
  intake: boolean;
}

/**
 * More of Maya's clients, so that her "Needs attention" tells the story a coach lives: one wrote that
 * a knee hurts, one missed yesterday and keeps skipping, one has nothing planned, one is on track,
 * one has just joined and not sent the intake.
 * They are people she coaches, not demo accounts: nobody signs in as them.
 */
const ROSTER: RosterClient[] = [
  { key: 'lena', firstName: 'Lena', lastName: 'Fischer', since: 40, intake: true },
  { key: 'omar', firstName: 'Omar', lastName: 'Haddad', since: 35, intake: true },
  { key: 'grace', firstName: 'Grace', lastName: 'Okafor', since: 30, intake: true },
  { key: 'ben', firstName: 'Ben', lastName: 'Carter', since: 45, intake: true },
  // Joined two days ago and has not sent the intake yet: Maya plans nothing before reading it.
  { key: 'nina', firstName: 'Nina', lastName: 'Park', since: 2, intake: false },
];

const legs = () => [
  block('Straight Sets', [{ name: 'Reverse Lunge', reps: [10, 10, 10], weight: '20' }]),
  block('Straight Sets', [{ name: 'Goblet Squat', reps: [12, 12], weight: '30' }]),
];
const upper = () => [
  block('Superset', [
    { name: 'Push-Up', reps: [10, 10, 10] },
    { name: 'Lat Pulldown', reps: [12, 12, 12], weight: '60' },
  ]),
];
const core = () => [
  block('Circuit', [
    { name: 'Dead Bug', reps: [10, 10] },
    { name: 'Plank', duration: '3 x 40 seconds' },
  ]),
];

/** Done as prescribed; `shortLastSet` when the note says the last set was cut short. */
const done = (note = '', shortLastSet = false) => ({ note, shortLastSet });

const WORKOUTS: Omit<DemoWorkout, 'trainer'>[] = [
  // Lena: steady until her last session hurt; she skipped the one after.
  { client: 'lena', name: 'Upper Body Basics', description: '', day: -9, sets: upper(), completed: done() },
  { client: 'lena', name: 'Core Control', description: '', day: -6, sets: core(), completed: done() },
  {
    client: 'lena',
    name: 'Lower Body B',
    description: 'Slow on the way down; knees track over the toes.',
    day: -2,
    sets: legs(),
    completed: done('Knee hurts on the lunges, the left one mostly. Stopped the last set early.', true),
  },
  { client: 'lena', name: 'Core Control', description: '', day: -1, sets: core() },
  { client: 'lena', name: 'Upper Body Basics', description: '', day: 2, sets: upper() },
  // Omar: missed yesterday's session and most of the month's.
  { client: 'omar', name: 'Full Body Start', description: '', day: -25, sets: legs(), completed: done() },
  { client: 'omar', name: 'Upper Body Basics', description: '', day: -18, sets: upper() },
  { client: 'omar', name: 'Core Control', description: '', day: -11, sets: core(), completed: done() },
  { client: 'omar', name: 'Lower Body B', description: '', day: -4, sets: legs() },
  { client: 'omar', name: 'Upper Body Basics', description: '', day: -1, sets: upper() },
  { client: 'omar', name: 'Core Control', description: '', day: 3, sets: core() },
  // Grace: did everything, and nothing is planned for the coming week.
  { client: 'grace', name: 'Lower Body B', description: '', day: -12, sets: legs(), completed: done() },
  {
    client: 'grace',
    name: 'Upper Body Basics',
    description: '',
    day: -5,
    sets: upper(),
    completed: done('Felt great, ready for more weight.'),
  },
  // Ben: on track.
  { client: 'ben', name: 'Core Control', description: '', day: -6, sets: core(), completed: done() },
  { client: 'ben', name: 'Upper Body Basics', description: '', day: -3, sets: upper(), completed: done() },
  { client: 'ben', name: 'Lower Body B', description: '', day: 1, sets: legs() },
];

/**
 * Maya's wider roster (see ROSTER), with their workouts and the completion notifications she was
 * sent, written with `tx`; `ids` gains their ids.
 */
export async function seedDemoAttention(tx: Db, ids: Map<string, string>): Promise<void> {
  const maya = ids.get('maya')!;
  // Nobody signs in as them: a password no one knows.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const accounts = createUsersRepository(tx);
  for (const c of ROSTER) {
    const id = await accounts.insert(
      {
        username: `${c.key}.${c.lastName.toLowerCase()}`,
        email: `${c.key}.${c.lastName.toLowerCase()}@clients.kinetic.demo`,
        passwordHash,
        firstName: c.firstName,
        lastName: c.lastName,
        roles: ['CLIENT'],
        trainerId: maya,
      },
      tx,
    );
    const since = new Date(Date.now() - c.since * DAY);
    await tx.update(users).set({ createdAt: since }).where(eq(users.id, id));
    ids.set(c.key, id);
    if (!c.intake) continue;
    // Their intake, filled in when they joined, raises no health flag.
    const intake = INTAKE('No', false);
    await tx.insert(onboardingAnswers).values(
      (Object.keys(intake) as OnboardingForm[]).map((form) => ({
        userId: id,
        form,
        version: 1,
        answers: { ...intake[form], ...(form === 'waiver' ? { name: `${c.firstName} ${c.lastName}` } : {}) },
        createdAt: since,
      })),
    );
  }
  const list = WORKOUTS.map((w) => ({ ...w, trainer: 'maya' }));
  const written = await insertDemoWorkouts(tx, ids, list);
  const names = new Map(ROSTER.map((c) => [c.key, `${c.firstName} ${c.lastName}`]));
  await tx.insert(notifications).values(
    list.flatMap((w, i) => {
      if (!w.completed || w.day < -7) return [];
      const at = new Date(Date.now() + w.day * DAY);
      return [
        {
          userId: maya,
          subjectId: ids.get(w.client)!,
          kind: 'workout-completed',
          title: `${names.get(w.client)} completed ${w.name}`,
          body: `Scheduled for ${calendarDateLabel(at.toISOString().slice(0, 10))}`,
          link: `/workouts/${written[i]}`,
          createdAt: at,
          // The one with the pain note is still unread.
          readAt: /hurt/i.test(w.completed.note) ? null : at,
        },
      ];
    }),
  );
}
