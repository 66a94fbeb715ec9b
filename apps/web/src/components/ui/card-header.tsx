import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * The header row of a card that is a region: its icon and its heading (`id` is what the card's
 * aria-labelledby names), then anything beside them (`children`: a count, an action). `className`
 * sets the row's spacing (gap and height), which differs from card to card.
 */
export function CardHeader({
  id,
  icon: Icon,
  title,
  className = 'gap-3 py-3',
  titleClassName,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex items-center border-b border-slate-100 px-4 sm:px-5', className)}>
      <Icon aria-hidden="true" className="size-5 text-brand-700" />
      <h2 id={id} className={cn(titleClassName, 'text-base font-semibold text-slate-900')}>
        {title}
      </h2>
      {children}
    </div>
  );
}
