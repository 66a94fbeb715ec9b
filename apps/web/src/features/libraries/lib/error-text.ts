import { isApiError } from '../../../lib/api-client.ts';

/**
 * The toast text of a failed save: the fixed text when the fields say what is wrong (400 with field
 * errors, 409 name taken), else the server's error, else the fixed text (specification section 8).
 */
export function saveFailureText(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 409 || error.errors.length > 0) return fallback;
    return error.error || fallback;
  }
  return fallback;
}
