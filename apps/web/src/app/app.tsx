import { createBrowserRouter, RouterProvider } from 'react-router';
import { setUnauthorizedRedirect } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { flushRender } from './flush-render.ts';
import { AppProviders } from './providers.tsx';
import { preloadScreens, routes } from './routes.tsx';

preloadScreens(window.location.pathname);
const router = createBrowserRouter(routes);

// After a 401 has cleared the session, go to /login (protected routes would too; public ones would not).
setUnauthorizedRedirect(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      {/* flushSync: navigations may ask to be rendered at once (role switching does). */}
      <RouterProvider router={router} flushSync={flushRender} />
    </AppProviders>
  );
}
