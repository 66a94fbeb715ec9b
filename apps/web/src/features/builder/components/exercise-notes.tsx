import { AlertTriangle, History } from 'lucide-react';
import { conditionWarnings } from '@kinetic/contracts/conditions';
import type { LastPerformance } from '@kinetic/contracts/prescribing';
import type { WeightUnit } from '@kinetic/contracts/workouts';
import { LAST_TIME_LABEL } from '@kinetic/contracts/workout-texts';
import { performedSetText } from '../../../entities/workouts/lib/set-text.ts';
import { formatShortDate } from '../../../lib/calendar-date.ts';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import { useBuilderClient } from '../hooks/use-builder-client.ts';
import type { ExerciseDraft } from '../lib/builder-state.ts';

/** 'Last time (Nov 12, 2026): 8 × 60 kg, 8 × 60 kg, 6 × 62.5 kg' (each weight converted beside it when not in `viewerUnit`). */
export function lastTimeText(p: LastPerformance, viewerUnit: WeightUnit): string {
  return `${LAST_TIME_LABEL} (${formatShortDate(p.date)}): ${p.sets.map((s) => performedSetText(s, viewerUnit)).join(', ')}`;
}

/** Under an exercise's name: its warnings for the client's conditions and what the client last did. */
export function ExerciseNotes({ exercise }: { exercise: ExerciseDraft }) {
  const { conditions, performances } = useBuilderClient();
  const viewerUnit = useWeightUnit();
  const warnings = conditionWarnings(conditions, [
    { id: exercise.exerciseId, name: exercise.exerciseName, contraindications: exercise.contraindications },
  ]);
  const last = performances.get(exercise.exerciseId);
  if (warnings.length === 0 && !last) return null;
  return (
    <div className="space-y-1 px-3 pb-2">
      {warnings.map((w) => (
        <p
          key={w.condition}
          role="note"
          className="flex items-start gap-1.5 rounded-lg bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-300 ring-inset"
        >
          <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0 text-amber-600" />
          {w.message}
        </p>
      ))}
      {last && (
        <p className="flex items-start gap-1.5 text-xs text-slate-600">
          <History aria-hidden="true" className="mt-px size-3.5 shrink-0 text-slate-400" />
          {lastTimeText(last, viewerUnit)}
        </p>
      )}
    </div>
  );
}
