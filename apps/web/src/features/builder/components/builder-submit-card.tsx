import { Info } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { BuilderErrorBox } from './builder-error-box.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

/**
 * The foot of a builder: why it cannot be sent yet (`emptyHint`), what went wrong (under
 * `errorTitle`), Cancel (back to `cancelTo`) and the submit button.
 */
export function BuilderSubmitCard({
  emptyHint,
  errorTitle,
  cancelTo,
  submitLabel,
  canSubmit,
  saving,
  error,
}: {
  emptyHint: string;
  errorTitle: string;
  cancelTo: string;
  submitLabel: string;
  canSubmit: boolean;
  saving: boolean;
  error: string | null;
}) {
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      {!canSubmit && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Info aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          {emptyHint}
        </p>
      )}
      {error && <BuilderErrorBox title={errorTitle} message={error} />}
      <FormActions cancelTo={cancelTo}>
        <Button type="submit" disabled={!canSubmit} loading={saving}>
          {submitLabel}
        </Button>
      </FormActions>
    </Card>
  );
}
