import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from './cn.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (they stay visible while the body scrolls). */
  footer?: ReactNode;
  /** The element focused on open; else the first focusable element of the body, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** While true, Escape, the backdrop and the close button do nothing (a request is running). */
  busy?: boolean;
}

/**
 * Where focus goes back to when a dialog closes: what opened it, or, for an item of a menu (gone
 * with its menu by then), the button that opened the menu.
 */
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest<HTMLElement>('[role="menu"]');
  const menuButton = menu?.id
    ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`)
    : null;
  return menuButton ?? element;
}

/** The first element matching `selector` that is drawn (one hidden at this width cannot take focus). */
const firstShown = (panel: HTMLElement, selector: string) =>
  [...panel.querySelectorAll<HTMLElement>(selector)].find((el) => el.checkVisibility?.() ?? true);

const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-3xl' };

/**
 * A modal dialog on Radix Dialog (focus moved in and kept there, Escape and the backdrop close it,
 * focus returns on close to what opened it, the page behind does not scroll). A bottom sheet on phones, centred from
 * the small breakpoint up.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  initialFocusRef,
  size = 'md',
  busy = false,
}: ModalProps) {
  const stayWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  // Noted before Radix moves focus into the dialog (its effects run after layout effects).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = openerOf(document.activeElement);
  }, [open]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <Dialog.Portal>
        <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
          <Dialog.Overlay className="absolute inset-0 bg-slate-900/50 backdrop-blur-[1px]" />
          <Dialog.Content
            {...(description ? {} : { 'aria-describedby': undefined })}
            className={cn(
              'relative flex max-h-[92vh] w-full flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none sm:max-h-[85vh] sm:rounded-2xl',
              widths[size],
            )}
            onOpenAutoFocus={(event) => {
              const panel = event.currentTarget as HTMLElement;
              const target =
                initialFocusRef?.current ??
                firstShown(panel, `[data-modal-body] :is(${FOCUSABLE})`) ??
                firstShown(panel, FOCUSABLE);
              if (!target) return;
              event.preventDefault();
              target.focus();
            }}
            onCloseAutoFocus={(event) => {
              const target = opener.current;
              if (!target?.isConnected) return;
              event.preventDefault();
              target.focus();
            }}
            onEscapeKeyDown={stayWhileBusy}
            onPointerDownOutside={stayWhileBusy}
            onInteractOutside={stayWhileBusy}
          >
            <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
              <div className="min-w-0">
                <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
                {description && (
                  <Dialog.Description className="mt-1 text-sm text-slate-600">
                    {description}
                  </Dialog.Description>
                )}
              </div>
              <Dialog.Close
                disabled={busy}
                className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
                aria-label="Close"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            {children !== undefined && children !== null && (
              <div data-modal-body className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
                {children}
              </div>
            )}
            {footer && (
              <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end">
                {footer}
              </div>
            )}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
