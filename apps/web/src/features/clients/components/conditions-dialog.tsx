import { useState } from 'react';
import { CONDITION_LABELS, CONDITIONS, type Condition } from '@kinetic/contracts/conditions';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

/** The client's conditions as checkboxes, one per condition of the vocabulary. */
export function ConditionsDialog({
  open,
  initial,
  saving,
  error,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: readonly Condition[];
  saving: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (conditions: Condition[]) => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={saving}
      title="Edit conditions"
      description="Exercises contraindicated for a checked condition get a warning in the workout builder."
    >
      {open && (
        <ConditionsForm initial={initial} saving={saving} error={error} onCancel={onClose} onSave={onSave} />
      )}
    </Modal>
  );
}

function ConditionsForm({
  initial,
  saving,
  error,
  onCancel,
  onSave,
}: {
  initial: readonly Condition[];
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (conditions: Condition[]) => void;
}) {
  const [checked, setChecked] = useState<Set<Condition>>(() => new Set(initial));
  const toggle = (condition: Condition) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(condition)) next.delete(condition);
      else next.add(condition);
      return next;
    });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(CONDITIONS.filter((c) => checked.has(c)));
      }}
      className="space-y-4"
    >
      <fieldset>
        <legend className="sr-only">Conditions</legend>
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
          {CONDITIONS.map((c) => (
            <Checkbox
              key={c}
              label={CONDITION_LABELS[c]}
              checked={checked.has(c)}
              onChange={() => toggle(c)}
            />
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <FormActions onCancel={onCancel} busy={saving}>
        <Button type="submit" loading={saving}>
          Save conditions
        </Button>
      </FormActions>
    </form>
  );
}
