import { sql, type SQL } from 'drizzle-orm';
import { libraryExercises } from '../../db/schema.ts';
import type { LibraryKindConfig } from './library-kinds.ts';

/** The exercise list's filters: a muscle the exercise works, an equipment name it uses. */
export interface ListFilters {
  muscle?: string | undefined;
  equipment?: string | undefined;
}

/**
 * The filters' condition in a kind's prepared list statement (exercises only; none for the other
 * kinds): a null placeholder lets every row through, so one statement serves filtered and
 * unfiltered pages. A muscle matches the muscles worked or the primary muscles.
 */
export function filterCondition(config: LibraryKindConfig): SQL {
  if (config.kind !== 'exercises') return sql``;
  const t = libraryExercises;
  const muscle = sql`${sql.placeholder('muscle')}::text`;
  const equipment = sql`${sql.placeholder('equipment')}::text`;
  return sql` and (${muscle} is null or ${muscle} = any(${t.musclesWorked}) or ${muscle} = any(${t.primaryMuscles}))
    and (${equipment} is null or ${equipment} = any(${t.equipment}))`;
}

/** The filters' parameters for a kind's statement. */
export const filterParameters = (config: LibraryKindConfig, filters: ListFilters) =>
  config.kind === 'exercises' ? { muscle: filters.muscle ?? null, equipment: filters.equipment ?? null } : {};
