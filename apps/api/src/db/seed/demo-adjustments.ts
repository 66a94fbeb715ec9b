import { addDays, isoWeekOf } from '@kinetic/contracts/nutrition-adjustments';
import type { Db } from '../client.ts';
import { progressEntries } from '../schema.ts';

/**
 * More of Sam's weighings (lbs), placed in the weeks before this one (Monday to Sunday), so that his
 * weekly averages tell a story: the weekly entries of the demo's activity (a week, two and three
 * ago) with these beside them give 175.0, 174.0 and 173.3 lbs. Losing about 0.3 kg a week
 * against his goal of 0.5, Maya finds a weekly adjustment waiting the first time she opens his
 * nutrition this week (decision 0036).
 */
export async function seedDemoAdjustment(tx: Db, ids: Map<string, string>): Promise<void> {
  const sam = ids.get('sam')!;
  const { monday } = isoWeekOf(new Date().toISOString().slice(0, 10));
  const weighings: [number, number][] = [
    [-18, 174.9],
    [-13, 173.8],
    [-10, 173.6],
    [-6, 173.5],
    [-3, 173.3],
  ];
  await tx.insert(progressEntries).values(
    weighings.map(([days, value]) => ({
      clientId: sam,
      type: 'Body weight',
      value,
      unit: 'lbs',
      date: addDays(monday, days),
      category: 'Body composition',
    })),
  );
}
