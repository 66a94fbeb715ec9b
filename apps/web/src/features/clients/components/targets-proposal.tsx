import { useState, type FormEvent } from 'react';
import type { DayTargets, ProposalAnswer, ProposalInput, ProposalQuery } from '@kinetic/contracts/nutrition';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { DayTargetsList, formatGoalRate } from '../../../entities/nutrition/components/day-targets.tsx';
import { useTargetsProposal } from '../../../entities/nutrition/api/targets.ts';

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

/** The proposal: the formula, each input and where it came from; missing inputs asked for here. */
export function Proposal({
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
