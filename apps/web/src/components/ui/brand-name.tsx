import { useAppName } from '../../lib/public-config.ts';
import { BrandMark } from './brand-mark.tsx';
import { cn } from './cn.ts';

/** The logo mark beside the product's name, as the top of a screen shows them. */
export function BrandName({
  markClassName = 'size-9',
  className,
}: {
  markClassName?: string;
  className?: string;
}) {
  const appName = useAppName();
  return (
    <span className={cn('flex min-w-0 items-center gap-2.5', className)}>
      <BrandMark className={markClassName} />
      <span className="truncate text-lg font-bold tracking-tight text-slate-900">{appName}</span>
    </span>
  );
}
