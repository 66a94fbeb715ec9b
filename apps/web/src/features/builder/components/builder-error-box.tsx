import { AlertCircle } from 'lucide-react';

/** A boxed error of the builder: 'Error creating workout', or the failure to load one. */
export function BuilderErrorBox({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="min-w-0">
        <p className="text-sm font-semibold text-red-800">{title}</p>
        <p className="mt-0.5 text-sm break-words text-red-700">{message}</p>
      </div>
    </div>
  );
}
