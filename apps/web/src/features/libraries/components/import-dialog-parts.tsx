import { Download } from 'lucide-react';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import { csvTemplate } from '@kinetic/contracts/library-import';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Meter } from '../../../components/ui/meter.tsx';
import type { RefusedRow } from '../lib/import-plan.ts';

/**
 * 'Download CSV template': the library's columns and an example row as a CSV, handed over as a Blob URL made on click
 * (and revoked soon after); the href holds the same text as a data URL until then.
 */
export function TemplateLink({ kind }: { kind: LibraryKind }) {
  const csv = csvTemplate(kind);
  return (
    <a
      href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
      download={`${kind}-template.csv`}
      onClick={(event) => {
        if (typeof URL.createObjectURL !== 'function') return;
        const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
        event.currentTarget.href = url;
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }}
      className={buttonClasses('ghost', 'sm', 'self-start sm:self-auto')}
    >
      <Download aria-hidden="true" className="size-4" />
      Download CSV template
    </a>
  );
}

export function ProgressBar({ sent, total }: { sent: number; total: number }) {
  const percent = total === 0 ? 100 : Math.round((sent / total) * 100);
  return (
    <div>
      <div className="mb-1.5 flex justify-between text-sm text-slate-600">
        <span>
          Sending rows: {sent} of {total}
        </span>
        <span>{percent}%</span>
      </div>
      <Meter value={percent} label="Import progress" className="h-2.5" />
    </div>
  );
}

export function RefusedTable({ refused }: { refused: RefusedRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Refused rows</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Row
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Reasons
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {refused.map((r, i) => (
            <tr key={`${r.row}-${i}`} className="align-top">
              <td className="px-3 py-2 text-slate-700 tabular-nums">{r.row > 0 ? r.row : '—'}</td>
              <td className="px-3 py-2 text-slate-900">{r.name || '—'}</td>
              <td className="px-3 py-2 text-red-700">
                {r.reasons.map((reason) => (
                  <span key={reason} className="block">
                    {reason}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
