import { useId, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Upload } from 'lucide-react';
import {
  INVITATION_IMPORT_ROWS_MAX,
  type ImportRowReport,
  type InvitationImportAnswer,
} from '@kinetic/contracts/invitations';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { isApiError, errorText } from '../../../lib/api-client.ts';
import { readText } from '../../../lib/read-text.ts';
import { useImportInvitations } from '../api/invitations.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

const RESULT: Record<ImportRowReport['status'], { label: string; style: string }> = {
  invited: { label: 'Invited', style: 'bg-green-50 text-green-800 ring-green-200' },
  'already-invited': { label: 'Already invited', style: 'bg-slate-100 text-slate-700 ring-slate-300' },
  'account-exists': { label: 'Has an account', style: 'bg-slate-100 text-slate-700 ring-slate-300' },
  invalid: { label: 'Not invited', style: 'bg-red-50 text-red-700 ring-red-200' },
  duplicate: { label: 'Duplicate', style: 'bg-amber-50 text-amber-800 ring-amber-200' },
};

function ImportReportList({ answer }: { answer: InvitationImportAnswer }) {
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-800" role="status">
        {answer.invited} of {answer.rows.length} invited.
      </p>
      <ul aria-label="Import report" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {answer.rows.map((row) => (
          <li key={row.line} className="flex flex-col gap-1 px-3 py-2.5 sm:flex-row sm:items-center sm:gap-3">
            <span className="w-14 shrink-0 text-xs text-slate-500">Line {row.line}</span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-900">{row.name || '—'}</span>
              <span className="block truncate text-xs text-slate-600">{row.email || '—'}</span>
              {row.reason && <span className="block text-xs text-slate-600">{row.reason}</span>}
            </span>
            <Badge className={RESULT[row.status].style}>{RESULT[row.status].label}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Invite many clients from a CSV file (columns `name`, or `first` and `last`; and `email`): the file
 * is read in the browser and sent whole; the answer reports each line. `trainerId`: a consultant's
 * choice (`extraFields` shows the picker); a trainer's clients are their own.
 */
export function ImportCsvDialog({
  open,
  onClose,
  trainerId,
  extraFields,
}: {
  open: boolean;
  onClose: () => void;
  trainerId?: string | null;
  extraFields?: ReactNode;
}) {
  const inputId = useId();
  const errorId = useId();
  const mutation = useImportInvitations();
  const [csv, setCsv] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [answer, setAnswer] = useState<InvitationImportAnswer | null>(null);

  const close = () => {
    setCsv(null);
    setAnswer(null);
    setProblem(undefined);
    onClose();
  };
  const send = () => {
    if (!csv) return setProblem('Choose a CSV file first');
    mutation.mutate(
      { csv, ...(trainerId !== undefined ? { trainerId } : {}) },
      {
        onSuccess: setAnswer,
        onError: (error) => {
          const message = isApiError(error) ? error.errors.find((e) => e.path === 'csv')?.msg : undefined;
          if (message) setProblem(message);
          else toast.error(errorText(error, 'The file could not be imported'));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      busy={mutation.isPending}
      size="lg"
      title="Import clients from CSV"
      description={`Columns: name (or first and last) and email; at most ${INVITATION_IMPORT_ROWS_MAX} lines. Each person gets an invitation by mail.`}
    >
      {answer ? (
        <div className="space-y-4">
          <ImportReportList answer={answer} />
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <div>
            <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
              CSV file
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={problem ? errorId : undefined}
              aria-invalid={problem ? true : undefined}
              disabled={mutation.isPending}
              onChange={(e) => {
                setProblem(undefined);
                const file = e.target.files?.[0];
                if (file) void readText(file).then(setCsv);
                else setCsv(null);
              }}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
            />
            <FieldError id={errorId} message={problem} />
          </div>
          {extraFields}
          <FormActions onCancel={close} busy={mutation.isPending}>
            <Button onClick={send} loading={mutation.isPending}>
              <Upload aria-hidden="true" className="size-4" />
              Send invitations
            </Button>
          </FormActions>
        </div>
      )}
    </Modal>
  );
}
