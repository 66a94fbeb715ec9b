/** How often a running timer looks at the clock. */
const TICK_MS = 250;

/**
 * Calls `tick` every quarter second, and at once when the page comes back into view (a phone
 * unlocked, a tab returned to, a page restored from the back-forward cache): a timer reads the wall
 * clock on each tick, so it is right again the moment it is seen. Answers the stop.
 */
export function onWallClockTicks(tick: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') tick();
  };
  const interval = setInterval(tick, TICK_MS);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pageshow', tick);
  return () => {
    clearInterval(interval);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pageshow', tick);
  };
}
