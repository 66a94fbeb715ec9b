import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from './button.tsx';
import { cn } from './cn.ts';

/**
 * A form's last row: the way out (a button, or a link where leaving is a page change), then the
 * action (`children`). Side by side at the right from the small breakpoint up; on phones stacked,
 * the action on top. The way out waits while the action runs (`busy`).
 */
export function FormActions({
  onCancel,
  cancelTo,
  cancelLabel = 'Cancel',
  busy,
  className,
  children,
}: ({ onCancel: () => void; cancelTo?: never } | { cancelTo: string; onCancel?: never }) & {
  cancelLabel?: string;
  busy?: boolean;
  /** The room above the row (a border, a padding). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {cancelTo !== undefined ? (
        <Link to={cancelTo} className={buttonClasses('secondary')}>
          {cancelLabel}
        </Link>
      ) : (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
      )}
      {children}
    </div>
  );
}
