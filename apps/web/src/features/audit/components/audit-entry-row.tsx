import type { AuditEntry } from '@kinetic/contracts/audit';
import { Badge } from '../../../components/ui/badge.tsx';
import { auditTimeLabel, personLabel } from '../lib/audit-filter.ts';

/** One entry: when, what, who acted on whom, whether it was allowed, and its detail. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const actor = personLabel(entry.actorName, entry.actorId);
  const subject = personLabel(entry.subjectName, entry.subjectId);
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-mono text-sm font-medium break-all text-slate-900">{entry.action}</span>
        {entry.allowed ? (
          <Badge className="bg-emerald-50 text-emerald-800 ring-emerald-200">Allowed</Badge>
        ) : (
          <Badge className="bg-red-50 text-red-800 ring-red-200">Refused</Badge>
        )}
        <time dateTime={entry.at} className="text-xs text-slate-600 sm:ml-auto">
          {auditTimeLabel(entry.at)}
        </time>
      </div>
      <p className="text-sm break-words text-slate-700">
        <span className="font-medium">{actor}</span>
        {subject !== actor && (
          <>
            {' → '}
            <span className="font-medium">{subject}</span>
          </>
        )}
      </p>
      {entry.detail && <p className="text-sm break-words text-slate-600">{entry.detail}</p>}
    </li>
  );
}
