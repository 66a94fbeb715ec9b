import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import toast from 'react-hot-toast';
import { errorText, isApiError } from './api-client.ts';

/**
 * useForm with what every form of the app does with it: bind a field together with its message
 * (`field`), and put the server's field errors under the fields they name, focusing the first
 * (`placeServerErrors`, or `failWith`, which also toasts the error).
 */
export function useFieldForm<Input extends FieldValues, Output = Input>(
  options: UseFormProps<Input, unknown, Output>,
) {
  const form = useForm<Input, unknown, Output>(options);
  const { register, getFieldState, formState, setError } = form;
  const errorOf = (name: Path<Input>) => getFieldState(name, formState).error?.message;

  /** Places the server's errors on `fields` under them; returns how many it placed. */
  const placeServerErrors = (error: unknown, fields: readonly Path<Input>[] | readonly string[]) => {
    const isField = (path: string): path is Path<Input> => fields.some((f) => f === path);
    let placed = 0;
    for (const { path, msg } of isApiError(error) ? error.errors : []) {
      if (!isField(path)) continue;
      setError(path, { type: 'server', message: msg }, { shouldFocus: placed === 0 });
      placed += 1;
    }
    return placed;
  };

  /**
   * A request's failure handler: the field errors under their fields and the error (else
   * `fallback`) as a toast; with `toastPlaced: false`, no toast when a field error was placed.
   */
  const failWith =
    (
      fallback: string,
      fields: readonly Path<Input>[] | readonly string[],
      { toastPlaced = true }: { toastPlaced?: boolean } = {},
    ) =>
    (error: unknown) => {
      const placed = placeServerErrors(error, fields);
      if (toastPlaced || !placed) toast.error(errorText(error, fallback));
    };

  return {
    ...form,
    errorOf,
    /** The props of a labelled field bound to `name`: its registration and its message. */
    field: (name: Path<Input>) => ({ ...register(name), error: errorOf(name) }),
    placeServerErrors,
    failWith,
  };
}
