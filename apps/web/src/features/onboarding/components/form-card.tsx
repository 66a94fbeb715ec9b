import type { FormEventHandler, ReactNode } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { Card } from '../../../components/ui/card.tsx';

export interface FormCardProps {
  step: number;
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Back to the form before (none on the first). */
  onBack?: (() => void) | undefined;
  busy: boolean;
  submitLabel?: string;
  children: ReactNode;
}

/** One intake form: step, title, what it is for, its fields and the submit button. */
export function FormCard({
  step,
  title,
  description,
  onSubmit,
  onBack,
  busy,
  submitLabel = 'Save and continue',
  children,
}: FormCardProps) {
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-100 px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Step {step} of 6</p>
        <h2
          id="onboarding-form-title"
          tabIndex={-1}
          className="mt-1 text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl"
        >
          {title}
        </h2>
        <p className="mt-1.5 text-sm text-slate-600">{description}</p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="onboarding-form-title"
        className="space-y-6 px-5 py-6 sm:px-8 sm:py-7"
      >
        {children}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-between">
          {onBack && (
            <Button type="button" variant="secondary" size="lg" onClick={onBack} disabled={busy}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
          )}
          <SubmitButton
            pending={busy}
            pendingLabel="Saving..."
            size="lg"
            fullWidth
            className="sm:ml-auto sm:w-auto sm:min-w-48"
          >
            {submitLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
