import { FileWarning } from 'lucide-react';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import type { FileRead } from '../hooks/use-library-import.ts';
import { rowsText } from '../lib/import-plan.ts';
import { scalarText } from '../lib/library-fields.ts';

const PREVIEW_ROWS = 5;
const PREVIEW_COLUMNS: Record<LibraryKind, string[]> = {
  exercises: ['name', 'category', 'difficulty', 'musclesWorked'],
  equipment: ['name', 'category', 'location', 'brand'],
  foods: ['name', 'servingSize', 'servingMeasure', 'calories'],
};

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  return scalarText(value);
}

function FileProblems({ problems }: { problems: FileRead['read']['problems'] }) {
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <FileWarning aria-hidden="true" className="size-4" />
        File problems
      </h3>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-6 text-sm text-amber-900">
        {problems.map((p, i) => (
          <li key={`${p.row}-${i}`}>{p.msg}</li>
        ))}
      </ul>
    </div>
  );
}

function PreviewTable({ kind, rows }: { kind: LibraryKind; rows: FileRead['read']['rows'] }) {
  const columns = PREVIEW_COLUMNS[kind];
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Preview</h3>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Preview of the first rows</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium uppercase">
                Row
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-3 py-2 font-medium">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.slice(0, PREVIEW_ROWS).map((r) => (
              <tr key={r.row}>
                <td className="px-3 py-2 text-slate-500 tabular-nums">{r.row}</td>
                {columns.map((c) => (
                  <td key={c} className="max-w-48 truncate px-3 py-2 text-slate-900">
                    {cellText(r.values[c])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > PREVIEW_ROWS && (
        <p className="mt-1.5 text-xs text-slate-500">and {rowsText(rows.length - PREVIEW_ROWS)} more</p>
      )}
    </div>
  );
}

/** A chosen file before it is sent: how many rows it holds, its problems and its first rows. */
export function ImportPreview({ kind, file }: { kind: LibraryKind; file: FileRead }) {
  const { rows, problems } = file.read;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-900">{file.name}</span>: {rowsText(rows.length)} ready to
        import
        {problems.length > 0 && `, ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`}.
      </p>
      {problems.length > 0 && <FileProblems problems={problems} />}
      {rows.length > 0 && <PreviewTable kind={kind} rows={rows} />}
    </div>
  );
}
