import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Apple, Pencil, Sparkles } from 'lucide-react';
import {
  targetsInput,
  type DayTargets,
  type NutritionTargets,
  type ProposalAnswer,
  type ProposalInput,
  type ProposalQuery,
} from '@kinetic/contracts/nutrition';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { DayTargetsList, formatGoalRate } from '../../../entities/nutrition/components/day-targets.tsx';
import {
  useClientTargets,
  useSetClientTargets,
  useTargetsProposal,
} from '../../../entities/nutrition/api/targets.ts';

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

const INPUT_LABELS: Record<ProposalInput, string> = {
  weightKg: 'Weight (kg)',
  heightCm: 'Height (cm)',
  age: 'Age (years)',
  sex: 'Sex',
  daysPerWeek: 'Training days per week',
  goalRateKgPerWeek: 'Goal rate (kg per week)',
};
const inputValue = (key: ProposalInput, value: number | string | null) =>
  value === null ? 'Missing' : key === 'goalRateKgPerWeek' ? formatGoalRate(Number(value)) : String(value);

/**
 * The client's nutrition targets (every day, or training and rest days), set by the trainer: by
 * hand or from the proposal the client's data gives (Mifflin-St Jeor), confirmed or edited.
 */
export function NutritionTargetsCard({ clientId }: { clientId: string }) {
  const { data, isPending, isError, refetch } = useClientTargets(clientId);
  const [editing, setEditing] = useState<'edit' | 'suggest' | null>(null);
  const targets = data?.targets ?? null;

  return (
    <Card className="overflow-hidden" aria-labelledby="nutrition-targets-heading" role="region">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-100 px-4 py-2.5 sm:px-5">
        <Apple aria-hidden="true" className="size-5 text-brand-700" />
        <h2 id="nutrition-targets-heading" className="text-base font-semibold text-slate-900">
          Nutrition targets
        </h2>
        {data && !editing && (
          <div className="ml-auto flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setEditing('suggest')}>
              <Sparkles aria-hidden="true" className="size-4" />
              Suggest targets
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing('edit')}>
              <Pencil aria-hidden="true" className="size-4" />
              {targets ? 'Edit targets' : 'Set targets'}
            </Button>
          </div>
        )}
      </div>
      <div className="space-y-4 px-4 py-4 sm:px-5">
        {isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="text-brand-600" /> Loading nutrition targets...
          </p>
        ) : isError ? (
          <LoadError message="The nutrition targets could not be loaded." onRetry={() => void refetch()} />
        ) : editing ? (
          <TargetsEditor
            clientId={clientId}
            current={targets}
            suggest={editing === 'suggest'}
            onDone={() => setEditing(null)}
          />
        ) : targets ? (
          <CurrentTargets targets={targets} />
        ) : (
          <p className="text-sm text-slate-500">
            No nutrition targets set. Suggest targets from the client's data, or set them yourself.
          </p>
        )}
      </div>
    </Card>
  );
}

function CurrentTargets({ targets }: { targets: NutritionTargets }) {
  return (
    <div className="space-y-3">
      {targets.restDay ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <DayTargetsList title="Training days" targets={targets.day} />
          <DayTargetsList title="Rest days" targets={targets.restDay} />
        </div>
      ) : (
        <DayTargetsList title="Every day" targets={targets.day} />
      )}
      {targets.goalRateKgPerWeek !== null && (
        <p className="text-sm text-slate-600">Goal: {formatGoalRate(targets.goalRateKgPerWeek)}</p>
      )}
    </div>
  );
}

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

function TargetsEditor({
  clientId,
  current,
  suggest,
  onDone,
}: {
  clientId: string;
  current: NutritionTargets | null;
  suggest: boolean;
  onDone: () => void;
}) {
  const save = useSetClientTargets(clientId);
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
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Nutrition targets saved');
        onDone();
      },
      onError: (error) => {
        const placed = isApiError(error) ? error.errors : [];
        if (placed.length) setErrors(byPath(placed));
        else setFormError(errorText(error, 'Failed to save the nutrition targets'));
      },
    });
  };

  return (
    <div className="space-y-5">
      {suggest && <Proposal clientId={clientId} onUse={use} />}
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
            Save targets
          </Button>
        </FormActions>
      </form>
    </div>
  );
}

/** The proposal: the formula, each input and where it came from; missing inputs asked for here. */
function Proposal({
  clientId,
  onUse,
}: {
  clientId: string;
  onUse: (targets: DayTargets, goalRate: number | null) => void;
}) {
  const [query, setQuery] = useState<ProposalQuery>({});
  const { data, isPending, isError, error, refetch, isFetching } = useTargetsProposal(clientId, query, true);

  return (
    <section
      aria-label="Suggested targets"
      className="rounded-xl border border-brand-200 bg-brand-50/40 p-3.5 sm:p-4"
    >
      <h3 className="text-sm font-semibold text-slate-900">Suggested targets</h3>
      {isPending ? (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="text-brand-600" /> Working out the suggestion...
        </p>
      ) : isError && !data ? (
        <LoadError
          message={errorText(error, 'The suggestion could not be loaded.')}
          onRetry={() => void refetch()}
        />
      ) : data ? (
        <ProposalBody
          answer={data}
          busy={isFetching}
          onRecompute={(entered) => setQuery({ ...query, ...entered })}
          onUse={onUse}
        />
      ) : null}
    </section>
  );
}

function ProposalBody({
  answer,
  busy,
  onRecompute,
  onUse,
}: {
  answer: ProposalAnswer;
  busy: boolean;
  onRecompute: (entered: ProposalQuery) => void;
  onUse: (targets: DayTargets, goalRate: number | null) => void;
}) {
  const [entered, setEntered] = useState<Record<string, string>>({});
  const { inputs, result, missing } = answer;
  const keys = Object.keys(INPUT_LABELS) as ProposalInput[];
  // What is missing, and the goal rate, which the trainer may always choose.
  const asked: ProposalInput[] = [...missing.filter((k) => k !== 'goalRateKgPerWeek'), 'goalRateKgPerWeek'];
  const recompute = (e: FormEvent) => {
    e.preventDefault();
    const query: ProposalQuery = {};
    for (const [k, v] of Object.entries(entered)) {
      if (v.trim() === '') continue;
      if (k === 'sex') query.sex = v as 'female' | 'male';
      else query[k as Exclude<ProposalInput, 'sex'>] = Number(v);
    }
    onRecompute(query);
  };

  return (
    <div className="mt-2 space-y-3 text-sm">
      <p className="text-slate-600">{answer.formula}</p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 min-[420px]:grid-cols-2">
        {keys.map((k) => (
          <div key={k} className="flex flex-wrap gap-x-1.5">
            <dt className="font-medium text-slate-700">{INPUT_LABELS[k]}:</dt>
            <dd className={inputs[k].value === null ? 'text-amber-800' : 'text-slate-900'}>
              {inputValue(k, inputs[k].value)}
              {inputs[k].note && <span className="text-slate-500"> ({inputs[k].note})</span>}
            </dd>
          </div>
        ))}
      </dl>
      {(answer.intake.height || answer.intake.weight) && (
        <p className="text-slate-500">
          The intake says:{' '}
          {[
            answer.intake.height && `height ${answer.intake.height}`,
            answer.intake.weight && `weight ${answer.intake.weight}`,
          ]
            .filter(Boolean)
            .join(', ')}
          .
        </p>
      )}
      <form onSubmit={recompute} aria-label="Inputs" className="space-y-3">
        {missing.length > 0 && (
          <p className="font-medium text-amber-900">
            Enter what is missing to get a suggestion (it is not saved to the client's profile).
          </p>
        )}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {asked.map((k) =>
            k === 'sex' ? (
              <SelectField
                key={k}
                label="Sex (for the formula)"
                value={entered.sex ?? ''}
                onChange={(e) => setEntered({ ...entered, sex: e.target.value })}
              >
                <option value="">Choose</option>
                <option value="female">Female</option>
                <option value="male">Male</option>
              </SelectField>
            ) : (
              <TextField
                key={k}
                label={INPUT_LABELS[k]}
                type="number"
                inputMode="decimal"
                value={entered[k] ?? ''}
                onChange={(e) => setEntered({ ...entered, [k]: e.target.value })}
              />
            ),
          )}
        </div>
        <Button type="submit" variant="secondary" size="sm" loading={busy}>
          Work out the suggestion
        </Button>
      </form>
      {result && (
        <div className="space-y-2">
          <p className="text-slate-700">
            BMR {result.bmr.toLocaleString('en-US')} kcal x {result.activityFactor} ({result.activityLabel}) ={' '}
            {result.maintenance.toLocaleString('en-US')} kcal
            {result.goalEnergy !== 0 &&
              ` ${result.goalEnergy > 0 ? '+' : '-'} ${Math.abs(result.goalEnergy).toLocaleString('en-US')} kcal for the goal`}
            .
          </p>
          <DayTargetsList title="Suggested every day" targets={result.targets} />
          <Button
            type="button"
            size="sm"
            onClick={() =>
              onUse(
                result.targets,
                inputs.goalRateKgPerWeek.source === 'default' ? null : inputs.goalRateKgPerWeek.value,
              )
            }
          >
            Use these targets
          </Button>
        </div>
      )}
    </div>
  );
}
