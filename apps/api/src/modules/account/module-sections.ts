import type { Db } from '../../db/client.ts';
import { checkInsForExport, checkInTemplatesForExport } from '../check-ins/check-ins.public.ts';
import { habitsForExport } from '../habits/habits.public.ts';
import { adjustmentsPage, customFoodsPage } from '../nutrition/nutrition.public.ts';
import { trainingMaxesForExport } from '../records/records.public.ts';
import { pages } from './pages.ts';

/** Rows per read of the sections below. */
const PAGE = 200;

/** The sections of one person's data that other modules read a page at a time for the export. */
export function moduleSections(tx: Db, userId: string) {
  const paged =
    <T>(page: (db: Db, userId: string, limit: number, offset: number) => Promise<T[]>) =>
    () =>
      pages(PAGE, (limit, offset) => page(tx, userId, limit, offset));
  return {
    nutritionAdjustments: paged(adjustmentsPage),
    customFoods: paged(customFoodsPage),
    habits: paged(habitsForExport),
    trainingMaxes: paged(trainingMaxesForExport),
    checkIns: paged(checkInsForExport),
    checkInTemplates: paged(checkInTemplatesForExport),
  };
}
