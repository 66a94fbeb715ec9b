// Lengths of time in milliseconds, as Date.now() counts them.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
