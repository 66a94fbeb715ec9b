import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';

const tones = {
  plain: 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
  danger: 'text-slate-400 hover:bg-red-50 hover:text-red-600',
};

/**
 * A small icon button that edits the plan: named by `label`, hinted by `title`, and marked as an
 * edit control, which a read-only plan hides.
 */
export function EditButton({
  label,
  title,
  icon: Icon,
  tone = 'plain',
  disabled = false,
  onClick,
}: {
  label: string;
  title?: string;
  icon: LucideIcon;
  tone?: keyof typeof tones;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      data-edit-control
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
      className={cn('rounded-lg p-2 disabled:pointer-events-none disabled:opacity-30', tones[tone])}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
