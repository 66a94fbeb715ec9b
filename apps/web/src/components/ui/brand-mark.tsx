import { Activity } from 'lucide-react';
import { cn } from './cn.ts';

/** The product's logo mark (the name comes from /api/config). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm',
        className ?? 'size-9',
      )}
    >
      <Activity aria-hidden="true" className="size-[60%]" strokeWidth={2.5} />
    </span>
  );
}
