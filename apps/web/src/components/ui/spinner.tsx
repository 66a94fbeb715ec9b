import { Loader2 } from 'lucide-react';
import { cn } from './cn.ts';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}

/** A centred spinner with a text, for a screen or a section that is loading. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center justify-center gap-3 py-16 text-slate-500', className)}
    >
      <Spinner className="size-7 text-brand-600" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
