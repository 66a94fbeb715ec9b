import { AlertCircle } from 'lucide-react';

/** A form's error under its fields (a refused save), announced when it appears. */
export function FormAlert({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
