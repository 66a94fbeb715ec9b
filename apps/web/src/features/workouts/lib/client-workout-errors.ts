import { isApiError } from '../../../lib/api-client.ts';

/** The server's error text, else the error's message, else the fallback (specification section 8). */
export function clientErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.error) return error.error;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
