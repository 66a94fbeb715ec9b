import type { LucideIcon } from 'lucide-react';
import { cn } from './cn.ts';

/** A row's icon in a small tinted square: green once the thing is done, else the brand's colours. */
export function TintedIcon({
  icon: Icon,
  done = false,
  className,
}: {
  icon: LucideIcon;
  done?: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg',
        done ? 'bg-green-50 text-green-700' : 'bg-brand-50 text-brand-700',
        className,
      )}
    >
      <Icon className="size-4" />
    </span>
  );
}
