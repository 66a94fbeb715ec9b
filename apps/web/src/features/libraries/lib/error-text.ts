import { errorText, isApiError } from '../../../lib/api-client.ts';

/**
 * The toast text of a failed save: the fixed text when the fields say what is wrong (400 with field
 * errors, 409 name taken), else what errorText says.
 */
export function saveFailureText(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.status === 409 || error.errors.length > 0)) return fallback;
  return errorText(error, fallback);
}
