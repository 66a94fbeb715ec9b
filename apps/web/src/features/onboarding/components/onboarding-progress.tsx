import { Check } from 'lucide-react';
import {
  ONBOARDING_FORMS,
  ONBOARDING_LABELS,
  STATUS_FIELDS,
  type OnboardingStatus,
} from '@kinetic/contracts/onboarding';
import { cn } from '../../../components/ui/cn.ts';
import { Meter } from '../../../components/ui/meter.tsx';

/** 'N of 6 completed', a bar, and the six steps with the done ones checked and the current one marked. */
export function OnboardingProgress({ status }: { status: OnboardingStatus }) {
  const done = ONBOARDING_FORMS.filter((form) => status[STATUS_FIELDS[form]]).length;
  const total = ONBOARDING_FORMS.length;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-3 py-4 shadow-sm sm:px-6 sm:py-5">
      <div className="flex items-baseline justify-between gap-3 px-1 sm:px-0">
        <p className="text-sm font-semibold text-slate-900">Your profile</p>
        <p className="text-sm font-medium text-slate-600" id="onboarding-progress-text">
          {done} of {total} completed
        </p>
      </div>
      <Meter value={done} max={total} labelledBy="onboarding-progress-text" className="mx-1 mt-3 h-2" />
      <ol className="mt-4 grid grid-cols-6 sm:gap-1" aria-label="Onboarding steps">
        {ONBOARDING_FORMS.map((form, index) => {
          const completed = status[STATUS_FIELDS[form]];
          const current = status.nextForm === form;
          return (
            <li
              key={form}
              data-state={completed ? 'done' : current ? 'current' : 'todo'}
              aria-current={current ? 'step' : undefined}
              className="flex min-w-0 flex-col items-center gap-1.5 text-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 items-center justify-center rounded-full text-xs font-semibold transition-colors sm:size-8',
                  completed && 'bg-brand-600 text-white',
                  current && 'bg-white text-brand-700 ring-2 ring-brand-600',
                  !completed && !current && 'bg-slate-100 text-slate-500',
                )}
              >
                {completed ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span
                className={cn(
                  'w-full truncate text-[11px] leading-4 tracking-tight sm:text-xs sm:tracking-normal',
                  completed
                    ? 'font-medium text-slate-700'
                    : current
                      ? 'font-semibold text-brand-800'
                      : 'text-slate-500',
                )}
              >
                {ONBOARDING_LABELS[form]}
              </span>
              {completed && <span className="sr-only">(completed)</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
