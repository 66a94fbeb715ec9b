import { useState } from 'react';
import toast from 'react-hot-toast';
import { Check, HeartPulse, Pencil } from 'lucide-react';
import { CONDITION_LABELS, CONDITIONS, type Condition } from '@kinetic/contracts/conditions';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CardHeader } from '../../../components/ui/card-header.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useClientConditions } from '../../../entities/clients/api/get-client-conditions.ts';
import { useSaveClientConditions } from '../../../entities/clients/api/save-client-conditions.ts';
import { errorText } from '../../../lib/api-client.ts';
import { ConditionsDialog } from './conditions-dialog.tsx';

const chip =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-medium ring-1 ring-inset whitespace-nowrap';

/**
 * The client's conditions (what the workout builder warns about), those their intake suggests with a
 * one-click confirm, and a dialog to edit them all.
 */
export function ConditionsCard({ clientId }: { clientId: string }) {
  const { data, isPending, isError, refetch } = useClientConditions(clientId);
  const save = useSaveClientConditions(clientId);
  const [editing, setEditing] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const conditions = data?.conditions ?? [];
  const suggested = (data?.suggested ?? []).filter((c) => !conditions.includes(c));

  const confirm = (condition: Condition) =>
    save.mutate(
      CONDITIONS.filter((c) => c === condition || conditions.includes(c)),
      {
        onSuccess: () => toast.success(`${CONDITION_LABELS[condition]} added to the conditions`),
        onError: (e) => toast.error(errorText(e, 'Failed to save the conditions')),
      },
    );
  const saveAll = (list: Condition[]) => {
    setDialogError(null);
    save.mutate(list, {
      onSuccess: () => {
        toast.success('Conditions saved');
        setEditing(false);
      },
      onError: (e) => setDialogError(errorText(e, 'Failed to save the conditions')),
    });
  };

  return (
    <Card className="overflow-hidden" aria-labelledby="conditions-heading" role="region">
      <CardHeader id="conditions-heading" icon={HeartPulse} title="Conditions" className="gap-3 py-2.5">
        {data && (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            onClick={() => {
              setDialogError(null);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit conditions
          </Button>
        )}
      </CardHeader>
      <div className="space-y-3 px-4 py-4 sm:px-5">
        {isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="text-brand-600" /> Loading conditions...
          </p>
        ) : isError ? (
          <LoadError message="The conditions could not be loaded." onRetry={() => void refetch()} />
        ) : (
          <>
            {conditions.length > 0 ? (
              <ul aria-label="Client conditions" className="flex flex-wrap gap-2">
                {conditions.map((c) => (
                  <li key={c} className={`${chip} bg-amber-50 text-amber-900 ring-amber-300`}>
                    {CONDITION_LABELS[c]}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-500">No conditions recorded.</p>
            )}
            {suggested.length > 0 && (
              <div className="rounded-xl border border-dashed border-amber-300 bg-amber-50/50 px-3.5 py-3">
                <p className="text-sm font-medium text-amber-900">Suggested from intake</p>
                <ul aria-label="Suggested from intake" className="mt-2 flex flex-wrap gap-2">
                  {suggested.map((c) => (
                    <li key={c} className={`${chip} bg-white py-0.5 pr-0.5 text-slate-800 ring-slate-300`}>
                      {CONDITION_LABELS[c]}
                      <button
                        type="button"
                        onClick={() => confirm(c)}
                        disabled={save.isPending}
                        aria-label={`Confirm ${CONDITION_LABELS[c]}`}
                        className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
                      >
                        <Check aria-hidden="true" className="size-3.5" />
                        Confirm
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
      <ConditionsDialog
        open={editing}
        initial={conditions}
        saving={save.isPending}
        error={dialogError}
        onClose={() => setEditing(false)}
        onSave={saveAll}
      />
    </Card>
  );
}
