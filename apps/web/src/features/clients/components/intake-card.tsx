import { useState } from 'react';
import { AlertTriangle, CheckCircle2, ChevronDown, ClipboardList, HeartPulse } from 'lucide-react';
import type { IntakeFlag, OnboardingAnswers, OnboardingForm } from '@kinetic/contracts/onboarding';
import { Card } from '../../../components/ui/card.tsx';
import { CardHeader } from '../../../components/ui/card-header.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useClientIntake } from '../api/get-client-intake.ts';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import {
  fallbackLabel,
  INTAKE_FIELD_LABELS,
  INTAKE_FORM_TITLES,
  ONBOARDING_FORMS,
} from '../lib/intake-labels.ts';
import { LoadError } from '../../../components/ui/list-states.tsx';

function FlagItem({ flag }: { flag: IntakeFlag }) {
  const severe = flag.code === 'medical-clearance';
  const Icon = severe ? HeartPulse : AlertTriangle;
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-xl border px-3.5 py-3',
        severe ? 'border-red-200 bg-red-50' : 'border-amber-200 bg-amber-50',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', severe ? 'text-red-600' : 'text-amber-600')}
      />
      <div className="min-w-0">
        <p className={cn('text-sm font-semibold', severe ? 'text-red-800' : 'text-amber-900')}>
          {flag.label}
        </p>
        {flag.detail && (
          <p className={cn('mt-0.5 text-sm break-words', severe ? 'text-red-700' : 'text-amber-800')}>
            {flag.detail}
          </p>
        )}
      </div>
    </li>
  );
}

function answerText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

function FormAnswers({ form, stored }: { form: OnboardingForm; stored: OnboardingAnswers[OnboardingForm] }) {
  const [open, setOpen] = useState(false);
  const bodyId = `intake-${form}`;
  if (!stored) {
    return (
      <li className="flex items-center justify-between gap-3 px-1 py-3 text-sm">
        <span className="font-medium text-slate-700">{INTAKE_FORM_TITLES[form]}</span>
        <span className="text-slate-400">Not completed</span>
      </li>
    );
  }
  const fields = stored.fields as Record<string, unknown>;
  const labels = INTAKE_FIELD_LABELS[form];
  const keys = [
    ...Object.keys(labels).filter((k) => k in fields),
    ...Object.keys(fields).filter((k) => !(k in labels)),
  ];
  return (
    <li>
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={bodyId}
        className="flex w-full items-center gap-3 rounded-lg px-1 py-3 text-left text-sm hover:bg-slate-50"
      >
        <span className="font-medium text-slate-800">{INTAKE_FORM_TITLES[form]}</span>
        <span className="ml-auto text-xs text-slate-500">{formatCalendarDate(stored.submittedAt)}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 text-slate-400 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={bodyId} hidden={!open}>
        {open && (
          <dl className="mb-3 divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5">
            {keys.map((key) => {
              const value = fields[key];
              const yes = form === 'parq' && value === 'Yes';
              return (
                <div
                  key={key}
                  className="grid gap-1 py-2.5 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] sm:gap-4"
                >
                  <dt className="text-sm text-slate-600">{labels[key] ?? fallbackLabel(key)}</dt>
                  <dd
                    className={cn(
                      'text-sm font-medium break-words whitespace-pre-line',
                      yes ? 'text-red-700' : 'text-slate-900',
                    )}
                  >
                    {answerText(value)}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </div>
    </li>
  );
}

/** The client's intake: health flags first and prominent, then the answers per form on demand. */
export function IntakeCard({ clientId }: { clientId: string }) {
  const { data, isPending, isError, refetch } = useClientIntake(clientId);
  const [showAnswers, setShowAnswers] = useState(false);
  const answers = data?.answers ?? null;
  const completed = answers ? ONBOARDING_FORMS.filter((f) => answers[f] !== null).length : 0;
  const flags = data?.flags ?? [];

  return (
    <Card id="intake" className="scroll-mt-20 overflow-hidden" aria-labelledby="intake-heading" role="region">
      <CardHeader id="intake-heading" icon={ClipboardList} title="Intake" className="gap-3 py-3.5">
        {data && completed > 0 && (
          <span className="ml-auto text-xs font-medium text-slate-500">
            {completed} of {ONBOARDING_FORMS.length} forms completed
          </span>
        )}
      </CardHeader>
      <div className="px-4 py-4 sm:px-5">
        {isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="text-brand-600" /> Loading intake...
          </p>
        ) : isError ? (
          <LoadError message="The intake could not be loaded." onRetry={() => void refetch()} />
        ) : completed === 0 || !answers ? (
          <div className="rounded-xl bg-slate-50 px-4 py-5 text-center">
            <p className="font-medium text-slate-800">Intake not completed yet</p>
            <p className="mt-1 text-sm text-slate-500">
              The client has not filled in the intake forms. Check their health before planning hard sessions.
            </p>
          </div>
        ) : (
          <>
            {flags.length > 0 ? (
              <ul aria-label="Health flags" className="grid gap-2 sm:grid-cols-2">
                {flags.map((f) => (
                  <FlagItem key={`${f.code}-${f.label}`} flag={f} />
                ))}
              </ul>
            ) : (
              <p className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-3.5 py-3 text-sm font-medium text-green-800">
                <CheckCircle2 aria-hidden="true" className="size-5 text-green-600" />
                No health flags in the intake answers.
              </p>
            )}
            <button
              type="button"
              onClick={() => setShowAnswers((v) => !v)}
              aria-expanded={showAnswers}
              aria-controls="intake-answers"
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              {showAnswers ? 'Hide intake answers' : 'Show intake answers'}
              <ChevronDown
                aria-hidden="true"
                className={cn('size-4 transition-transform', showAnswers && 'rotate-180')}
              />
            </button>
            <div id="intake-answers" hidden={!showAnswers}>
              {showAnswers && (
                <ul className="mt-2 divide-y divide-slate-100">
                  {ONBOARDING_FORMS.map((form) => (
                    <FormAnswers key={form} form={form} stored={answers[form]} />
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
