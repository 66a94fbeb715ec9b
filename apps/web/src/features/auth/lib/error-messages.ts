import { isApiError } from '../../../lib/api-client.ts';

/** The sign-in error toast (specification section 8). */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401)
      return 'Invalid email or password. Please check your credentials and try again.';
    if (error.status === 400)
      return error.errors[0]?.msg ?? error.error ?? 'Please check your input and try again.';
    if (error.error) return error.error;
  }
  return 'Login failed. Please try again.';
}

/** The server's error text, else the form's fallback. */
export function serverErrorMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.error) || fallback;
}
