import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button.tsx';

/** A page whose subject could not be loaded: its title, what went wrong (`children`), the way back. */
export function PageLoadError({
  title,
  backTo,
  backLabel,
  children,
}: {
  title: string;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children}
      <Link to={backTo} className={buttonClasses('secondary')}>
        {backLabel}
      </Link>
    </div>
  );
}
