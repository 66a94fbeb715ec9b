import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ADJUSTMENT_TEXTS as TEXT, type NutritionAdjustment } from '@kinetic/contracts/nutrition-adjustments';
import { targetsInput, type DayTargets, type NutritionTargets } from '@kinetic/contracts/nutrition';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { useSetClientTargets } from '../../../entities/nutrition/api/targets.ts';
import { useDecideAdjustment } from '../../../entities/nutrition/api/adjustments.ts';
import { Proposal } from './targets-proposal.tsx';

const MACROS = [
  ['kcal', 'Calories (kcal)'],
  ['protein', 'Protein (g)'],
  ['carbs', 'Carbohydrate (g)'],
  ['fat', 'Fat (g)'],
  ['fiber', 'Fiber (g, optional)'],
] as const;
type Macro = (typeof MACROS)[number][0];
type DayFields = Record<Macro, string>;
type Errors = Record<string, string>;
/** Each field's first message. */
const byPath = (list: { path: string; msg: string }[]): Errors =>
  list.reduce<Errors>((all, { path, msg }) => (path in all ? all : { ...all, [path]: msg }), {});

const EMPTY_DAY: DayFields = { kcal: '', protein: '', carbs: '', fat: '', fiber: '' };
const asFields = (t: DayTargets | null | undefined): DayFields =>
  t
    ? {
        kcal: String(t.kcal),
        protein: String(t.protein),
        carbs: String(t.carbs),
        fat: String(t.fat),
        fiber: t.fiber === null ? '' : String(t.fiber),
      }
    : EMPTY_DAY;
/** An empty field is absent (the schema says it is required); fiber alone may be left empty. */
const asNumber = (v: string) => (v.trim() === '' ? undefined : Number(v));
const asDay = (f: DayFields) => ({
  kcal: asNumber(f.kcal),
  protein: asNumber(f.protein),
  carbs: asNumber(f.carbs),
  fat: asNumber(f.fat),
  fiber: f.fiber.trim() === '' ? null : Number(f.fiber),
});

function DayFieldset({
  legend,
  prefix,
  values,
  errors,
  onChange,
}: {
  legend: string;
  prefix: 'day' | 'restDay';
  values: DayFields;
  errors: Errors;
  onChange: (values: DayFields) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {MACROS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            className={key === 'kcal' ? 'col-span-2 sm:col-span-1' : undefined}
            type="number"
            inputMode="decimal"
            value={values[key]}
            error={errors[`${prefix}.${key}`]}
            onChange={(e) => onChange({ ...values, [key]: e.target.value })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The targets form: the current targets to change, with the suggestion from the client's data
 * above it (`suggest`), or a weekly adjustment's proposed targets to edit and approve.
 */
export function TargetsEditor({
  clientId,
  current: currentTargets,
  suggest,
  adjustment,
  onDone,
}: {
  clientId: string;
  current: NutritionTargets | null;
  suggest: boolean;
  adjustment?: NutritionAdjustment;
  onDone: () => void;
}) {
  const set = useSetClientTargets(clientId);
  const decide = useDecideAdjustment(clientId);
  const save = adjustment ? decide : set;
  const current = adjustment?.proposed ?? currentTargets;
  const [day, setDay] = useState<DayFields>(() => asFields(current?.day));
  const [split, setSplit] = useState(Boolean(current?.restDay));
  const [restDay, setRestDay] = useState<DayFields>(() => asFields(current?.restDay ?? current?.day));
  const [goalRate, setGoalRate] = useState(
    current?.goalRateKgPerWeek === null || current?.goalRateKgPerWeek === undefined
      ? ''
      : String(current.goalRateKgPerWeek),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const use = (proposed: DayTargets, rate: number | null) => {
    setDay(asFields(proposed));
    setRestDay(asFields(proposed));
    if (rate !== null) setGoalRate(String(rate));
    setErrors({});
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = targetsInput.safeParse({
      day: asDay(day),
      restDay: split ? asDay(restDay) : null,
      goalRateKgPerWeek: goalRate.trim() === '' ? null : Number(goalRate),
    });
    if (!parsed.success) {
      setErrors(byPath(parsed.error.issues.map((i) => ({ path: i.path.join('.'), msg: i.message }))));
      return;
    }
    setErrors({});
    const handlers = {
      onSuccess: () => {
        toast.success(adjustment ? TEXT.approvedEdited : 'Nutrition targets saved');
        onDone();
      },
      onError: (error: Error) => {
        const placed = isApiError(error) ? error.errors : [];
        if (placed.length) setErrors(byPath(placed));
        else
          setFormError(errorText(error, adjustment ? TEXT.failed : 'Failed to save the nutrition targets'));
      },
    };
    if (adjustment) decide.mutate({ action: 'edit', id: adjustment.id, body: parsed.data }, handlers);
    else set.mutate(parsed.data, handlers);
  };

  return (
    <div className="space-y-5">
      {suggest && <Proposal clientId={clientId} onUse={use} />}
      {adjustment && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-800">
          {adjustment.reasoning} {TEXT.editing}
        </p>
      )}
      <form onSubmit={submit} noValidate aria-label="Nutrition targets" className="space-y-4">
        <Checkbox
          label="Different targets on rest days"
          hint="A training day is a day with a workout scheduled."
          role="switch"
          checked={split}
          onChange={(e) => setSplit(e.target.checked)}
        />
        <DayFieldset
          legend={split ? 'Training days' : 'Every day'}
          prefix="day"
          values={day}
          errors={errors}
          onChange={setDay}
        />
        {split && (
          <DayFieldset
            legend="Rest days"
            prefix="restDay"
            values={restDay}
            errors={errors}
            onChange={setRestDay}
          />
        )}
        <TextField
          label="Goal rate (kg per week, optional)"
          type="number"
          inputMode="decimal"
          step={0.1}
          value={goalRate}
          hint="Negative to lose weight, positive to gain: between -1.5 and +1."
          error={errors.goalRateKgPerWeek}
          onChange={(e) => setGoalRate(e.target.value)}
        />
        {formError && (
          <p role="alert" className="text-sm text-red-600">
            {formError}
          </p>
        )}
        <FormActions onCancel={onDone} busy={save.isPending}>
          <Button type="submit" loading={save.isPending}>
            {adjustment ? TEXT.approveEdited : 'Save targets'}
          </Button>
        </FormActions>
      </form>
    </div>
  );
}
