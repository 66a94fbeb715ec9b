import type { FormEventHandler, ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field.tsx';

/**
 * A signed-out form: it starts loading its checks when first focused or pressed, and leaves the
 * checking to them (no browser validation).
 */
export function AuthForm({
  onSubmit,
  preload,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  preload: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} onFocus={preload} onPointerDown={preload} noValidate className="space-y-5">
      {children}
    </form>
  );
}

/** The account's email, as every signed-out form asks for it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}
