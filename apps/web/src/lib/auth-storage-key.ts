/** Where the session is kept in localStorage (also read by the page's own early script). */
export const AUTH_STORAGE_KEY = 'auth-storage';
