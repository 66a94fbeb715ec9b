import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export, so the signed-in area stays out of the sign-in bundle; `preload`
 * starts loading its code without rendering it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}
