import { PROGRAM_WEEKS_MAX, type Program, type ProgramDayInput } from '@kinetic/contracts/programs';

/**
 * The program editor's week grid: `weeks` rows of Monday to Sunday, each cell a template id or
 * empty. Edits answer a new grid (the editor keeps it in state).
 */
export interface ProgramGrid {
  weeks: number;
  /** Template id by cell key (`week-day`); an empty cell has no entry. */
  cells: Record<string, string>;
}

export const cellKey = (week: number, dayOfWeek: number) => `${week}-${dayOfWeek}`;

export function gridOf(program?: Pick<Program, 'weeks' | 'days'>): ProgramGrid {
  if (!program) return { weeks: 4, cells: {} };
  return {
    weeks: program.weeks,
    cells: Object.fromEntries(program.days.map((d) => [cellKey(d.week, d.dayOfWeek), d.templateId])),
  };
}

export function setCell(grid: ProgramGrid, week: number, dayOfWeek: number, templateId: string): ProgramGrid {
  const cells = { ...grid.cells };
  if (templateId) cells[cellKey(week, dayOfWeek)] = templateId;
  else delete cells[cellKey(week, dayOfWeek)];
  return { ...grid, cells };
}

/** The grid with its weeks renumbered by `map` (old week → new week, or null to drop it). */
function remap(grid: ProgramGrid, weeks: number, map: (week: number) => number | null): ProgramGrid {
  const cells: Record<string, string> = {};
  for (const [key, id] of Object.entries(grid.cells)) {
    const [w, d] = key.split('-').map(Number) as [number, number];
    const to = map(w);
    if (to !== null) cells[cellKey(to, d)] = id;
  }
  return { weeks, cells };
}

export const canAddWeek = (grid: ProgramGrid) => grid.weeks < PROGRAM_WEEKS_MAX;

export function addWeek(grid: ProgramGrid): ProgramGrid {
  return canAddWeek(grid) ? { ...grid, weeks: grid.weeks + 1 } : grid;
}

/** Removes a week; the later weeks move up one. A program keeps at least one week. */
export function removeWeek(grid: ProgramGrid, week: number): ProgramGrid {
  if (grid.weeks <= 1) return grid;
  return remap(grid, grid.weeks - 1, (w) => (w === week ? null : w > week ? w - 1 : w));
}

/** Inserts a copy of a week right after it; the later weeks move down one. */
export function duplicateWeek(grid: ProgramGrid, week: number): ProgramGrid {
  if (!canAddWeek(grid)) return grid;
  const moved = remap(grid, grid.weeks + 1, (w) => (w > week ? w + 1 : w));
  for (let d = 1; d <= 7; d++) {
    const id = grid.cells[cellKey(week, d)];
    if (id) moved.cells[cellKey(week + 1, d)] = id;
  }
  return moved;
}

/** The days as the API takes them, in week and day order. */
export function daysOf(grid: ProgramGrid): ProgramDayInput[] {
  const days: ProgramDayInput[] = [];
  for (let week = 1; week <= grid.weeks; week++) {
    for (let dayOfWeek = 1; dayOfWeek <= 7; dayOfWeek++) {
      const templateId = grid.cells[cellKey(week, dayOfWeek)];
      if (templateId) days.push({ week, dayOfWeek, templateId });
    }
  }
  return days;
}
