import { HeartPulse } from 'lucide-react';
import { CONDITION_LABELS, CONDITIONS_LOAD_FAILED, NO_CONDITIONS } from '@kinetic/contracts/conditions';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOwnConditions } from '../api/get-own-conditions.ts';
import { SectionCard } from './section-card.tsx';

/** 'Your conditions': what the client's trainer recorded, read-only (only the trainer changes it). */
export function ConditionsCard() {
  const conditions = useOwnConditions();
  return (
    <SectionCard
      title="Your conditions"
      description="Health conditions your trainer recorded; their workouts take them into account. Ask your trainer to change them."
      icon={<HeartPulse aria-hidden="true" className="size-5" />}
    >
      {conditions.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" /> Loading your conditions...
        </p>
      ) : conditions.isError ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800" role="alert">
          {CONDITIONS_LOAD_FAILED}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void conditions.refetch()}>
            Try again
          </button>
        </div>
      ) : conditions.data.length === 0 ? (
        <p className="text-sm text-slate-500">{NO_CONDITIONS}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Your conditions">
          {conditions.data.map((condition) => (
            <li
              key={condition}
              className="rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-800"
            >
              {CONDITION_LABELS[condition]}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
