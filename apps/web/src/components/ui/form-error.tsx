import { AlertCircle } from 'lucide-react';

/** Why a dialog's form could not go through, above its buttons. */
export function FormError({ error }: { error: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {error}
    </p>
  );
}
