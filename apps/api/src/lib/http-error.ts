/** The one error type services throw for an answer other than 2xx; the error handler shapes it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; msg: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const forbidden = (message = 'You do not have permission to do that') => new HttpError(403, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const conflict = (message: string, path?: string) =>
  new HttpError(409, message, path ? [{ path, msg: message }] : undefined);
export const badRequest = (message: string, path?: string) =>
  new HttpError(400, message, path ? [{ path, msg: message }] : undefined);
