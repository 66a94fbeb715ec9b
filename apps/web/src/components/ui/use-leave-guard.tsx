import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before unsaved work is lost. While `dirty`: leaving for another screen in the app (a link,
 * the sidebar, the back button) opens 'Leave without saving?'; closing or reloading the tab gets the
 * browser's own question. `allowLeave()` lets the next navigation through (after a save). Render
 * `dialog` somewhere in the screen.
 */
export function useLeaveGuard(
  dirty: boolean,
  what = 'Your changes',
): { dialog: ReactNode; allowLeave: () => void } {
  const dirtyRef = useRef(dirty);
  const allowed = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      title="Leave without saving?"
      description={`${what} have not been saved. If you leave now, they are lost.`}
      confirmLabel="Leave without saving"
      cancelLabel="Keep editing"
      variant="danger"
    />
  );
  return { dialog, allowLeave };
}
