import { Link } from 'react-router';
import { BookmarkPlus, ClipboardList, CopyPlus } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useClientPicker } from '../../../entities/clients/api/get-clients.ts';

/** 'Create Workout' or 'Edit Workout', for whom, Cancel, Start from template, and Copy for a saved workout. */
export function BuilderHeader({
  clientId,
  isEdit,
  onCopy,
  onSaveAsTemplate = null,
  onStartFromTemplate = null,
}: {
  clientId: string;
  isEdit: boolean;
  onCopy: (() => void) | null;
  onSaveAsTemplate?: (() => void) | null;
  /** Fills the plan from a template (not for a completed workout). */
  onStartFromTemplate?: (() => void) | null;
}) {
  const clients = useClientPicker();
  const client = clients.data?.clients.find((c) => c.id === clientId);
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {isEdit ? 'Edit Workout' : 'Create Workout'}
        </h1>
        <p className="mt-1.5 text-sm text-slate-600 sm:text-base">
          {client ? `For ${client.firstName} ${client.lastName}` : 'Plan the sets, exercises and targets.'}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={`/trainer/clients/${clientId}`} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        {onStartFromTemplate && (
          <Button variant="secondary" onClick={onStartFromTemplate}>
            <ClipboardList aria-hidden="true" className="size-4" />
            Start from template
          </Button>
        )}
        {onCopy && (
          <Button variant="secondary" onClick={onCopy}>
            <CopyPlus aria-hidden="true" className="size-4" />
            Copy
          </Button>
        )}
        {onSaveAsTemplate && (
          <Button variant="secondary" onClick={onSaveAsTemplate}>
            <BookmarkPlus aria-hidden="true" className="size-4" />
            Save as Template
          </Button>
        )}
      </div>
    </div>
  );
}
