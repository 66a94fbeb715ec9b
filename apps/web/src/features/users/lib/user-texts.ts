/** The user search is debounced 300 ms and sends the term only from 2 characters. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_HINT = 'Type 2+ characters to search...';

export const ACCESS_DENIED_TITLE = 'Access Denied';
export const ACCESS_DENIED_TEXT = 'You need consultant privileges to access user management.';

/** The term the list is asked for: the trimmed text from 2 characters, else '' (everyone). */
export function effectiveSearch(term: string): string {
  const t = term.trim();
  return t.length >= SEARCH_MIN_LENGTH ? t : '';
}

export function userCountText(total: number): string {
  return `${total} ${total === 1 ? 'user' : 'users'}`;
}
