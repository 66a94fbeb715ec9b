import { HeartPulse } from 'lucide-react';
import { PAIN_AREA_MAX } from '@kinetic/contracts/workouts';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { PainDraft } from '../lib/pain-report.ts';

const LEVELS = Array.from({ length: 11 }, (_, i) => i);
const levelName = (n: number) => (n === 0 ? '0 - barely' : n === 10 ? '10 - the worst' : String(n));

/**
 * "Something hurt": the client tells their trainer where and how much (0 to 10), sent with the
 * completion. Their trainer sees it under Needs attention at once.
 */
export function PainReportField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PainDraft;
  onChange: (next: PainDraft) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <Card className="mt-4 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <HeartPulse aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
        <Checkbox
          className="min-w-0 flex-1"
          label="Something hurt"
          hint="Your trainer is told with the completion."
          checked={value.hurt}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, hurt: e.target.checked })}
        />
      </div>
      {value.hurt && (
        <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <TextField
            label="Where did it hurt?"
            placeholder="e.g. left knee"
            value={value.area}
            maxLength={PAIN_AREA_MAX}
            disabled={disabled}
            error={error}
            onChange={(e) => onChange({ ...value, area: e.target.value })}
          />
          <SelectField
            label="How much (0-10)"
            value={String(value.level)}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, level: Number(e.target.value) })}
          >
            {LEVELS.map((n) => (
              <option key={n} value={n}>
                {levelName(n)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
    </Card>
  );
}
