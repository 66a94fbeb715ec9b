/** What the client's workout screen says about their last performance of an exercise. */
export const LAST_TIME_LABEL = 'Last time';
export const SAME_AS_LAST_TIME = 'Same as last time';
/** The one-tap Done of an exercise timed as a whole (no set rows to tick off). */
export const EXERCISE_DONE = 'Done';
