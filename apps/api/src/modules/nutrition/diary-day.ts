import {
  totalsOf,
  versusTargetsOf,
  type DiaryDay,
  type DiaryEntry,
  type NutrientTotals,
} from '@kinetic/contracts/food-diary';
import { targetsForDay } from '@kinetic/contracts/nutrition';
import type { JsonText } from '../../db/json.ts';
import type { DayParts, DayPartsText } from './diary.repository.ts';

/** The day's answer but its entries: their totals, and the totals against the day's targets. */
function dayFigures(
  clientId: string,
  date: string,
  totals: NutrientTotals,
  { targets, isTrainingDay }: Omit<DayParts, 'entries'>,
): Omit<DiaryDay, 'entries'> {
  const day = targets ? targetsForDay(targets, isTrainingDay) : null;
  return { clientId, date, isTrainingDay, totals, targets: day, versusTargets: versusTargetsOf(totals, day) };
}

/** The day's answer: its entries, their totals, and the totals against the day's targets. */
export function diaryDay(clientId: string, date: string, parts: DayParts): DiaryDay {
  return { entries: parts.entries, ...dayFigures(clientId, date, totalsOf(parts.entries), parts) };
}

/**
 * The same answer as JSON text around the entries' text the database built: the entries are parsed
 * only for their totals, and neither they nor the answer go through the response serializer.
 */
export function diaryDayText(clientId: string, date: string, parts: DayPartsText): JsonText<DiaryDay> {
  const entries = JSON.parse(parts.entries) as DiaryEntry[];
  const figures = dayFigures(clientId, date, totalsOf(entries), parts);
  return `{"entries":${parts.entries},${JSON.stringify(figures).slice(1)}` as JsonText<DiaryDay>;
}
