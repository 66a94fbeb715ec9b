/**
 * The 3,000 most common passwords, most common first: the first 3,000 entries of `passwords.json` in
 * the npm package @zxcvbn-ts/language-common 4.1.3 (MIT licence, (c) 2012-2016 Dan Wheeler and
 * Dropbox, Inc., (c) 2021 @zxcvbn-ts; the frequency-ranked list zxcvbn derived from leaked password
 * corpora). Kept on the server only: it must never reach the web bundle.
 */
import list from './common-passwords.json' with { type: 'json' };
import { badRequest } from './http-error.ts';

const COMMON = new Set(list);

export const COMMON_PASSWORD_COUNT = COMMON.size;

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose a less predictable one.';

/** True for a password on the list, in any letter case ('Password1' is 'password1'). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

/** Refuses a common password with a 400 on the field that carried it. */
export function refuseCommonPassword(password: string, path: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, path);
}
