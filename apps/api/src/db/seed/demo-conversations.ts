import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { messages, notifications, users, workouts } from '../schema.ts';
import { MINUTE } from '../../lib/durations.ts';

/**
 * The demo's conversation and notifications: Sam wrote to Maya about the workout he completed last
 * (and she answered), Maya has been told of his completions and his last message (unread), and
 * Sam of his upcoming workouts.
 */
export async function seedDemoConversations(tx: Db, ids: Map<string, string>): Promise<void> {
  const sam = ids.get('sam')!;
  const maya = ids.get('maya')!;
  const [samUser] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, sam));
  const samName = `${samUser!.firstName} ${samUser!.lastName}`;
  const completed = await tx
    .select({
      id: workouts.id,
      name: workouts.name,
      date: workouts.scheduledDate,
      at: workouts.completedDate,
    })
    .from(workouts)
    .where(and(eq(workouts.assignedTo, sam), eq(workouts.status, 'COMPLETED')))
    .orderBy(desc(workouts.completedDate));
  const upcoming = await tx
    .select({ id: workouts.id, name: workouts.name, date: workouts.scheduledDate })
    .from(workouts)
    .where(and(eq(workouts.assignedTo, sam), eq(workouts.status, 'SCHEDULED')))
    .orderBy(asc(workouts.scheduledDate))
    .limit(2);
  const last = completed[0];
  const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

  const thread = { clientId: sam, trainerId: maya };
  /** A message about Sam's last workout. */
  const aboutLast = { workoutId: last?.id ?? null, workoutName: last?.name ?? null };
  await tx.insert(messages).values([
    {
      ...thread,
      senderId: sam,
      body: 'Lower back was a little tight on the last set of deadlifts. Should I drop the weight next time?',
      ...aboutLast,
      createdAt: ago(26 * 60),
      readAt: ago(25 * 60),
    },
    {
      ...thread,
      senderId: maya,
      body: 'Good call telling me. Keep the weight, stop at 6 reps if the form goes, and brace before each pull.',
      ...aboutLast,
      createdAt: ago(25 * 60),
      readAt: ago(24 * 60),
    },
    {
      ...thread,
      senderId: sam,
      body: 'Thanks! Felt much better today.',
      workoutId: null,
      createdAt: ago(40),
    },
  ]);

  await tx.insert(notifications).values([
    ...completed.slice(0, 3).map((w) => ({
      userId: maya,
      subjectId: sam,
      kind: 'workout-completed',
      title: `${samName} completed ${w.name}`,
      body: w.date ? `Scheduled for ${calendarDateLabel(w.date)}` : '',
      link: `/workouts/${w.id}`,
      createdAt: w.at ?? ago(60),
      readAt: w === last ? null : (w.at ?? ago(60)),
    })),
    {
      userId: maya,
      subjectId: sam,
      kind: 'message',
      title: `Message from ${samName}`,
      body: 'Thanks! Felt much better today.',
      link: `/trainer/clients/${sam}#messages`,
      createdAt: ago(40),
    },
    ...upcoming.map((w) => ({
      userId: sam,
      subjectId: null,
      kind: 'workout-assigned',
      title: `New workout: ${w.name}`,
      body: w.date ? `Scheduled for ${calendarDateLabel(w.date)}` : '',
      link: `/workouts/${w.id}`,
      createdAt: ago(2 * 60),
    })),
  ]);
}
