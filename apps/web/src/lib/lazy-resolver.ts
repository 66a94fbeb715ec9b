import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TInput extends FieldValues, TOutput> {
  /** For useForm: waits for the real resolver the first time, then calls it. */
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts loading ahead, e.g. when the form is first touched. A failed load is tried again on use. */
  preload: () => void;
}

/**
 * A form resolver loaded on first use: a page can show its form before the schema (and zod with
 * it) has arrived, and the checks are exactly the schema's once it has.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
