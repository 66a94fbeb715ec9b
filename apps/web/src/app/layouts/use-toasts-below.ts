import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable the toaster's top follows (providers.tsx). */
export const TOASTS_TOP = '--toasts-top';
/** Room between the top bar and the first toast. */
const GAP = 12;

/**
 * Keeps the toasts just below the top bar wherever it is: lower while the demo strip above it is in
 * view, at 64 px once the page has scrolled and the bar sticks to the top. Over the bar, a toast
 * would cover the bell and the user menu (and one under the pointer stays, as it pauses).
 */
export function useToastsBelow(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const place = () => {
      const bottom = header.current?.getBoundingClientRect().bottom ?? 0;
      root.style.setProperty(TOASTS_TOP, `${Math.max(0, Math.round(bottom)) + GAP}px`);
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      observer?.disconnect();
      root.style.removeProperty(TOASTS_TOP);
    };
  }, [header]);
}
