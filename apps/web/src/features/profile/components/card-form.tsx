import type { FormEventHandler, ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

/** A profile card's form: its fields, then its submit button at the right. */
export function CardForm({
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {children}
      <div className="flex justify-end">
        <SubmitButton pending={pending} pendingLabel={pendingLabel} className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
