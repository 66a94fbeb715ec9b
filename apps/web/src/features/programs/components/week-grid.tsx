import { Copy, Plus, Trash2 } from 'lucide-react';
import { DAY_NAMES, PROGRAM_WEEKS_MAX } from '@kinetic/contracts/programs';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import {
  addWeek,
  canAddWeek,
  cellKey,
  duplicateWeek,
  removeWeek,
  setCell,
  type ProgramGrid,
} from '../lib/program-grid.ts';

export interface TemplateOption {
  id: string;
  name: string;
}

const FULL_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The program's weeks as rows and Monday to Sunday as columns, each cell a template from the library
 * or empty; weeks are added, duplicated (inserted after) and removed. On a phone the grid scrolls
 * sideways with the week column kept in view.
 */
export function WeekGrid({
  grid,
  onChange,
  templates,
}: {
  grid: ProgramGrid;
  onChange: (grid: ProgramGrid) => void;
  /** The library's templates, and any template a cell names that the library page left out. */
  templates: TemplateOption[];
}) {
  const weeks = Array.from({ length: grid.weeks }, (_, i) => i + 1);
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[900px] border-collapse text-sm">
          <caption className="sr-only">Program weeks and days</caption>
          <thead>
            <tr className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <th scope="col" className="sticky left-0 z-10 w-28 bg-slate-50 px-3 py-2 sm:w-36">
                Week
              </th>
              {DAY_NAMES.map((d, i) => (
                <th key={d} scope="col" className="px-2 py-2">
                  <abbr title={FULL_DAY[i]} className="no-underline">
                    {d}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week} className="border-t border-slate-100">
                <th scope="row" className="sticky left-0 z-10 bg-white px-3 py-2 text-left align-middle">
                  <span className="block font-semibold text-slate-900">Week {week}</span>
                  <span className="mt-1 flex gap-1">
                    {[
                      { verb: 'Duplicate', icon: Copy, off: !canAddWeek(grid), edit: duplicateWeek },
                      { verb: 'Remove', icon: Trash2, off: grid.weeks <= 1, edit: removeWeek },
                    ].map(({ verb, icon: Icon, off, edit }) => (
                      <Button
                        key={verb}
                        variant="ghost"
                        size="sm"
                        className="px-2"
                        aria-label={`${verb} week ${week}`}
                        title={`${verb} week`}
                        disabled={off}
                        onClick={() => onChange(edit(grid, week))}
                      >
                        <Icon aria-hidden="true" className="size-4" />
                      </Button>
                    ))}
                  </span>
                </th>
                {DAY_NAMES.map((_, i) => {
                  const day = i + 1;
                  const value = grid.cells[cellKey(week, day)] ?? '';
                  const picked = templates.find((t) => t.id === value);
                  return (
                    <td key={day} className="px-1.5 py-2 align-middle">
                      <select
                        aria-label={`Week ${week}, ${FULL_DAY[i]}`}
                        value={value}
                        title={picked?.name ?? 'Rest'}
                        onChange={(e) => onChange(setCell(grid, week, day, e.target.value))}
                        className={cn(
                          'h-10 w-full min-w-0 truncate rounded-lg border px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600',
                          value
                            ? 'border-brand-300 bg-brand-50 font-medium text-brand-900'
                            : 'border-slate-200 bg-white text-slate-500',
                        )}
                      >
                        <option value="">Rest</option>
                        {templates.map((t) => (
                          <option key={t.id} value={t.id}>
                            {t.name}
                          </option>
                        ))}
                      </select>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {grid.weeks} {grid.weeks === 1 ? 'week' : 'weeks'} (at most {PROGRAM_WEEKS_MAX})
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={!canAddWeek(grid)}
          onClick={() => onChange(addWeek(grid))}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add week
        </Button>
      </div>
    </div>
  );
}
