import { addDays } from '@kinetic/contracts/habits';
import type { Db } from '../client.ts';
import { habitTicks, habits } from '../schema.ts';
import { DAY } from '../../lib/durations.ts';

/**
 * Sam's habits from Maya, three weeks and more of them: steps ticked every day for the last nine
 * (today still to tick), water most days, and a gym class twice a week reached each past week and
 * begun this one (its Tuesday, once passed). `gone` are days ago left unticked.
 */
const SAM_HABITS = [
  { name: '8,000 steps', frequency: 'daily', daysPerWeek: null, since: 25, gone: [0, 10, 13, 14, 19, 22] },
  {
    name: '2 L of water',
    frequency: 'daily',
    daysPerWeek: null,
    since: 25,
    gone: [0, 3, 6, 7, 11, 15, 16, 20, 24],
  },
  { name: 'Gym class', frequency: 'weekly', daysPerWeek: 2, since: 30, gone: null },
] as const;

/** The days ago of a twice-a-week class: Tuesday and Thursday of each past week, this week's Tuesday. */
function gymDays(today: string, since: number): number[] {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const days: number[] = weekday >= 1 ? [weekday - 1] : [];
  // The Tuesday and Thursday of each week before this one.
  for (let monday = weekday + 7; monday < since; monday += 7) days.push(monday - 1, monday - 3);
  return days;
}

export async function seedDemoHabits(tx: Db, ids: Map<string, string>): Promise<void> {
  const sam = ids.get('sam')!;
  const maya = ids.get('maya')!;
  // Sam's days follow UTC (the demo's preferences): the ticks are UTC calendar days.
  const today = new Date().toISOString().slice(0, 10);
  for (const h of SAM_HABITS) {
    const [row] = await tx
      .insert(habits)
      .values({
        clientId: sam,
        assignedBy: maya,
        name: h.name,
        frequency: h.frequency,
        daysPerWeek: h.daysPerWeek,
        createdAt: new Date(Date.now() - h.since * DAY),
      })
      .returning({ id: habits.id });
    const ago = h.gone
      ? Array.from({ length: h.since }, (_, i) => i).filter((i) => !(h.gone as readonly number[]).includes(i))
      : gymDays(today, h.since);
    if (ago.length)
      await tx.insert(habitTicks).values(ago.map((i) => ({ habitId: row!.id, date: addDays(today, -i) })));
  }
}
