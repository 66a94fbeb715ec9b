import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { alertRuleText } from '@kinetic/contracts/check-in-rules';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import { CHECK_IN_LABEL_MAX, CHECK_IN_UNIT_MAX, QUESTION_KIND_LABELS } from '@kinetic/contracts/check-ins';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { KINDS, type TemplateForm } from './template-form-values.ts';

const OPS = ['<=', '<', '>=', '>'] as const;
const OP_LABELS: Record<(typeof OPS)[number], string> = {
  '<=': 'at most',
  '<': 'below',
  '>=': 'at least',
  '>': 'above',
};

/** One question of the template editor: its words, kind, unit, whether required, its alert rule. */
export function QuestionEditor({
  index,
  count,
  control,
  register,
  problems,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  control: Control<TemplateForm>;
  register: UseFormRegister<TemplateForm>;
  problems: Record<string, string>;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const at = `questions.${index}` as const;
  const q = useWatch({ control, name: at });
  const numeric = q.kind === 'scale' || q.kind === 'number';
  const n = index + 1;
  const alertNow =
    q.kind === 'yes_no' && q.alertWhen
      ? alertRuleText({ op: '=', value: q.alertWhen === 'yes' })
      : numeric && q.alertOp && q.alertValue.trim() !== '' && Number.isFinite(Number(q.alertValue))
        ? alertRuleText({ op: q.alertOp, value: Number(q.alertValue) })
        : null;

  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="flex items-start gap-2">
        <TextField
          className="min-w-0 flex-1"
          label={`${CHECK_IN_TEXTS.question} ${n}`}
          placeholder="e.g. How was your energy this week?"
          maxLength={CHECK_IN_LABEL_MAX}
          error={problems[`${at}.label`]}
          {...register(`${at}.label`)}
        />
        <div className="flex shrink-0 gap-1 pt-6">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`${CHECK_IN_TEXTS.moveUp}: question ${n}`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`${CHECK_IN_TEXTS.moveDown}: question ${n}`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`${CHECK_IN_TEXTS.removeQuestion}: question ${n}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={`${CHECK_IN_TEXTS.kind} (question ${n})`}
          options={KINDS}
          optionLabel={(k) => QUESTION_KIND_LABELS[k]}
          error={problems[`${at}.kind`]}
          {...register(`${at}.kind`)}
        />
        {q.kind === 'number' && (
          <TextField
            label={`${CHECK_IN_TEXTS.unit} (question ${n})`}
            placeholder="e.g. hours"
            maxLength={CHECK_IN_UNIT_MAX}
            error={problems[`${at}.unit`]}
            {...register(`${at}.unit`)}
          />
        )}
      </div>
      <Checkbox label={`${CHECK_IN_TEXTS.required} (question ${n})`} {...register(`${at}.required`)} />
      {(numeric || q.kind === 'yes_no') && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{CHECK_IN_TEXTS.alert}</legend>
          {q.kind === 'yes_no' ? (
            <SelectField
              label={`Alert answer (question ${n})`}
              options={['', 'yes', 'no'] as const}
              optionLabel={(v) =>
                v === '' ? CHECK_IN_TEXTS.noAlert : v === 'yes' ? 'the answer is yes' : 'the answer is no'
              }
              {...register(`${at}.alertWhen`)}
            />
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <SelectField
                label={`Alert rule (question ${n})`}
                options={['', ...OPS] as const}
                optionLabel={(op) => (op === '' ? CHECK_IN_TEXTS.noAlert : `the answer is ${OP_LABELS[op]}`)}
                {...register(`${at}.alertOp`)}
              />
              {q.alertOp && (
                <TextField
                  label={`Alert value (question ${n})`}
                  inputMode="decimal"
                  {...register(`${at}.alertValue`)}
                />
              )}
            </div>
          )}
          {alertNow && <p className="text-xs text-amber-700">{alertNow}</p>}
          <FieldError id={`${q.id}-alert-error`} message={problems[`${at}.alert`]} />
        </fieldset>
      )}
    </li>
  );
}
