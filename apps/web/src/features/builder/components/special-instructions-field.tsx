import type { ComponentProps } from 'react';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

/** The trainer's free note on a set or an exercise, up to 1000 characters. */
export function SpecialInstructionsField(
  props: Pick<ComponentProps<typeof TextareaField>, 'value' | 'onChange'>,
) {
  return <TextareaField label="Special Instructions" rows={2} maxLength={1000} {...props} />;
}
