import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  MEAL_LABELS,
  diaryEntryChange,
  type DiaryEntry,
  type DiaryEntryChange,
} from '@kinetic/contracts/food-diary';
import { DIARY_SAVED_OFFLINE } from '@kinetic/contracts/offline';
import { MEAL_TYPES, type MealType } from '@kinetic/contracts/meals';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { shownHere, useDiaryWrites } from '../../../entities/nutrition/api/diary-writes.ts';
import { rescaled } from '../../../entities/nutrition/lib/queued-diary.ts';
import { ApiError, errorText } from '../../../lib/api-client.ts';

/**
 * Changes an entry: its meal, and its amount (grams, or servings of a food without a weight; the
 * server computes the nutrients anew), or a quick entry's calories.
 */
function ChangeForm({ entry, onClose }: { entry: DiaryEntry; onClose: () => void }) {
  const writes = useDiaryWrites();
  const [busy, setBusy] = useState(false);
  const kind = entry.grams !== null ? 'grams' : entry.servings !== null ? 'servings' : 'kcal';
  const initial = entry.grams ?? entry.servings ?? entry.kcal;
  const [meal, setMeal] = useState<MealType>(entry.mealType);
  const [value, setValue] = useState(String(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const label = kind === 'grams' ? 'Grams' : kind === 'servings' ? 'Servings' : 'Calories (kcal)';

  const save = async () => {
    const n = value.trim() === '' ? Number.NaN : Number(value);
    const body: DiaryEntryChange = { mealType: meal };
    if (n !== initial) body[kind] = n;
    const checked = diaryEntryChange.safeParse(body);
    if (!checked.success || (kind !== 'kcal' && !(n > 0))) {
      const issue = checked.success ? undefined : checked.error.issues[0];
      setErrors({ [kind]: issue?.message ?? `${label} must be more than 0` });
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    // As it will be, shown at once: the amount's nutrients scale with it, a quick entry's calories are set.
    const changed =
      kind === 'kcal'
        ? { ...entry, mealType: meal, kcal: body.kcal ?? entry.kcal }
        : { ...rescaled(entry, { [kind]: body[kind] ?? initial }), mealType: meal };
    try {
      const answer = await shownHere(writes.change(entry, body, changed));
      toast.success(answer ? `${entry.name} changed` : DIARY_SAVED_OFFLINE);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.msg])));
      setFailure(errorText(error, 'The entry could not be changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <SelectField
        label="Meal"
        value={meal}
        onChange={(e) => setMeal(e.target.value as MealType)}
        options={MEAL_TYPES}
        optionLabel={(m) => MEAL_LABELS[m]}
      />
      <TextField
        label={label}
        type="number"
        inputMode="decimal"
        step="any"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={errors[kind]}
      />
      <FormAlert>{failure}</FormAlert>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Save
        </Button>
      </div>
    </form>
  );
}

export function ChangeEntryDialog({ entry, onClose }: { entry: DiaryEntry | null; onClose: () => void }) {
  return (
    <Modal open={entry !== null} onClose={onClose} title={entry ? `Change ${entry.name}` : 'Change entry'}>
      {entry && <ChangeForm key={entry.id} entry={entry} onClose={onClose} />}
    </Modal>
  );
}
