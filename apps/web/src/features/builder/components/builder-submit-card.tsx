import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { BuilderErrorBox } from './builder-error-box.tsx';

function submitLabel(isEdit: boolean, saving: boolean): string {
  if (isEdit) return saving ? 'Updating...' : 'Update Workout';
  return saving ? 'Creating...' : 'Create Workout';
}

/** The foot of the builder: why it cannot be sent yet, what went wrong, Cancel and Create/Update. */
export function BuilderSubmitCard({
  clientId,
  isEdit,
  canSubmit,
  saving,
  error,
}: {
  clientId: string;
  isEdit: boolean;
  canSubmit: boolean;
  saving: boolean;
  error: string | null;
}) {
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      {!canSubmit && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Info aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          Add at least one exercise to create a workout
        </p>
      )}
      {error && <BuilderErrorBox title="Error creating workout" message={error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={`/trainer/clients/${clientId}`} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" disabled={!canSubmit} loading={saving}>
          {submitLabel(isEdit, saving)}
        </Button>
      </div>
    </Card>
  );
}
