/**
 * Runs `run` every `everyMs`, never two runs at once (a tick while one runs is skipped); a failed
 * run goes to `onError` and the next tick tries again. Answers a function that stops the timer and
 * waits for the run in progress. The timer does not keep the process alive.
 */
export function repeatEvery(
  everyMs: number,
  run: () => Promise<unknown>,
  onError: (err: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .then(() => undefined)
      .catch(onError)
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
