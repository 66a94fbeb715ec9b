import type { ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { buttonClasses, type ButtonVariant } from './button.tsx';
import { Spinner } from './spinner.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape: the dialog asks to close (not while busy). */
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for what destroys something. */
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** The confirmed action is running: both buttons wait, the dialog stays. */
  busy?: boolean;
}

/**
 * The one way to ask "are you sure?": a Radix alert dialog (focus moved in and kept there, Escape
 * cancels, a click outside does nothing, focus returns on close). Cancel is focused first, so a
 * stray Enter never confirms. A bottom sheet on phones, centred from the small breakpoint up.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  busy = false,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px]" />
        <AlertDialog.Content
          className="fixed inset-x-0 bottom-0 z-50 w-full rounded-t-2xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              disabled={busy}
              className={buttonClasses('secondary', 'lg', 'sm:h-10 sm:text-sm')}
            >
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={(event) => {
                // The caller closes the dialog when the action is done (or failed).
                event.preventDefault();
                onConfirm();
              }}
              className={buttonClasses(variant, 'lg', 'sm:h-10 sm:text-sm')}
            >
              {busy && <Spinner />}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
