import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';

const RELOADED_KEY = 'kinetic-reloaded-for-new-version';

/** A new release replaced the code files this page was loaded with. */
export function isStaleCodeError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/**
 * What a person sees when a screen fails to render. After a new release, the page reloads once to
 * pick up the new code; otherwise a calm message with a way out.
 */
export function RouteError() {
  const error = useRouteError();
  if (isStaleCodeError(error) && !sessionStorage.getItem(RELOADED_KEY)) {
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
    return null;
  }
  sessionStorage.removeItem(RELOADED_KEY);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <h1 className="text-xl font-semibold text-slate-900">
          {notFound ? 'Page not found' : 'Something went wrong'}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {isStaleCodeError(error)
            ? 'A new version of the app is available. Reload the page to continue.'
            : 'This screen could not be shown. Reload the page, or go back to your dashboard.'}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            className={buttonClasses('primary', 'md')}
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
          <a href="/dashboard" className={buttonClasses('secondary', 'md')}>
            Dashboard
          </a>
        </div>
      </div>
    </main>
  );
}
