import { isApiError, NetworkError, UNREACHABLE } from '../../../lib/api-client.ts';

/** The sign-in error toast, by the server's answer; a sign-in that got no answer says so. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return UNREACHABLE;
  if (isApiError(error)) {
    if (error.status === 401)
      return 'Invalid email or password. Please check your credentials and try again.';
    if (error.status === 400)
      return error.errors[0]?.msg ?? error.error ?? 'Please check your input and try again.';
    if (error.error) return error.error;
  }
  return 'Login failed. Please try again.';
}
