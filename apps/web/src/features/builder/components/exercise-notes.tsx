import { AlertTriangle, History } from 'lucide-react';
import { conditionWarnings } from '@kinetic/contracts/conditions';
import type { LastPerformance, PerformedSet } from '@kinetic/contracts/prescribing';
import { formatShortDate } from '../../../lib/calendar-date.ts';
import { useBuilderClient } from '../hooks/use-builder-client.ts';
import type { ExerciseDraft } from '../lib/builder-state.ts';

function setText(s: PerformedSet): string {
  const weight = s.actualWeight ? `${s.actualWeight} ${s.weightUnit ?? ''}`.trim() : null;
  if (s.actualReps !== null && weight) return `${s.actualReps} x ${weight}`;
  if (s.actualReps !== null) return `${s.actualReps} reps`;
  return weight ?? 'done';
}

/** 'Last time (Nov 12, 2026): 8 x 60 kg, 8 x 60 kg, 6 x 62.5 kg'. */
export function lastTimeText(p: LastPerformance): string {
  return `Last time (${formatShortDate(p.date)}): ${p.sets.map(setText).join(', ')}`;
}

/** Under an exercise's name: its warnings for the client's conditions and what the client last did. */
export function ExerciseNotes({ exercise }: { exercise: ExerciseDraft }) {
  const { conditions, performances } = useBuilderClient();
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
          {lastTimeText(last)}
        </p>
      )}
    </div>
  );
}
