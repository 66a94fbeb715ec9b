import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ClipboardList, Pencil, Plus, Trash2 } from 'lucide-react';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import type { CheckInTemplate } from '@kinetic/contracts/check-ins';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useCheckInTemplates, useCheckInTemplateWrites } from '../../../entities/check-ins/api/check-ins.ts';
import { errorText } from '../../../lib/api-client.ts';

const questionCount = (t: CheckInTemplate) =>
  `${t.questions.length} question${t.questions.length === 1 ? '' : 's'}`;
const clientCount = (t: CheckInTemplate) =>
  t.assignedCount ? `${t.assignedCount} client${t.assignedCount === 1 ? '' : 's'}` : 'No clients yet';

/** /check-ins/templates: the trainer's check-in templates, to make, change or delete. */
export function TemplateListPage() {
  const { data, isPending, isError, refetch } = useCheckInTemplates();
  const writes = useCheckInTemplateWrites();
  const [removing, setRemoving] = useState<CheckInTemplate | null>(null);

  const remove = () => {
    if (!removing) return;
    writes.remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(CHECK_IN_TEXTS.deleted);
        setRemoving(null);
      },
      onError: (error) => {
        toast.error(errorText(error, 'The template could not be deleted'));
        setRemoving(null);
      },
    });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={CHECK_IN_TEXTS.templatesTitle}
        description="The weekly forms your clients fill in: questions, body weight, measurements and photos."
        actions={
          <Link to="/check-ins/templates/new" className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            {CHECK_IN_TEXTS.newTemplate}
          </Link>
        }
      />
      {isPending ? (
        <LoadingState label="Loading check-in templates..." />
      ) : isError ? (
        <LoadError message={CHECK_IN_TEXTS.loadError} onRetry={() => void refetch()} />
      ) : data.templates.length === 0 ? (
        <EmptyState icon={<ClipboardList aria-hidden="true" className="size-6" />}>
          {CHECK_IN_TEXTS.templatesEmpty}
        </EmptyState>
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100">
            {data.templates.map((t) => (
              <li key={t.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/check-ins/templates/${t.id}`}
                    className="font-medium break-words text-slate-900 hover:underline"
                  >
                    {t.name}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {questionCount(t)} · {clientCount(t)}
                  </p>
                </div>
                <Link
                  to={`/check-ins/templates/${t.id}`}
                  className={buttonClasses('ghost', 'sm')}
                  aria-label={`${CHECK_IN_TEXTS.editTemplate}: ${t.name}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${CHECK_IN_TEXTS.deleteTemplate}: ${t.name}`}
                  onClick={() => setRemoving(t)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
        busy={writes.remove.isPending}
        variant="danger"
        title={`${CHECK_IN_TEXTS.deleteTemplate}?`}
        description={removing ? `${removing.name}. ${CHECK_IN_TEXTS.confirmDelete}` : null}
        confirmLabel={writes.remove.isPending ? 'Deleting...' : CHECK_IN_TEXTS.deleteTemplate}
      />
    </div>
  );
}
