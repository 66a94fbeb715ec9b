import type { ChangeEvent } from 'react';

/** The keys of `D` that hold text. */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

/**
 * Ties text inputs to a draft, like a form library's register: `text('tempo')` gives an input the
 * draft's tempo and sends each change as the patch `{ tempo }`.
 */
export function bindText<D>(draft: NoInfer<D>, update: (patch: Partial<D>) => void) {
  return <K extends TextKey<D>>(key: K) => ({
    value: draft[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      // A text key takes the input's text: TypeScript cannot see that through the mapped key.
      update({ [key]: e.target.value } as Partial<D>),
  });
}
