import { HeartPulse } from 'lucide-react';
import { CONDITION_LABELS, CONDITIONS_LOAD_FAILED, NO_CONDITIONS } from '@kinetic/contracts/conditions';
import { useOwnConditions } from '../api/get-own-conditions.ts';
import { SectionCard, SectionQuery } from './section-card.tsx';

/** 'Your conditions': what the client's trainer recorded, read-only (only the trainer changes it). */
export function ConditionsCard() {
  const conditions = useOwnConditions();
  return (
    <SectionCard
      title="Your conditions"
      description="Health conditions your trainer recorded; their workouts take them into account. Ask your trainer to change them."
      icon={HeartPulse}
    >
      <SectionQuery query={conditions} loading="Loading your conditions..." failed={CONDITIONS_LOAD_FAILED}>
        {() =>
          conditions.data?.length ? (
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
          ) : (
            <p className="text-sm text-slate-500">{NO_CONDITIONS}</p>
          )
        }
      </SectionQuery>
    </SectionCard>
  );
}
