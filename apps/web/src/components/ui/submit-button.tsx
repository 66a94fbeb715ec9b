import { Button, type ButtonProps } from './button.tsx';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** The form is being sent: the button spins, is disabled and says `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
}

/** A form's submit button, which says what is happening while the form is sent. */
export function SubmitButton({ pending, pendingLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" loading={pending} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
