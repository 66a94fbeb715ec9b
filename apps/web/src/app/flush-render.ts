import { flushSync } from 'react-dom';

/**
 * What RouterProvider needs (its `flushSync` prop) to render a navigation at once when asked to
 * (`navigate(to, { flushSync: true })`): React DOM's flushSync, with the router's signature.
 */
export function flushRender(render: () => unknown): undefined {
  flushSync(render);
}
