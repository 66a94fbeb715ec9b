/** What the client's workout screen says about their last performance of an exercise. */
export const LAST_TIME_LABEL = 'Last time';
export const SAME_AS_LAST_TIME = 'Same as last time';
/** The one-tap toggle of a set, or of an exercise timed as a whole. */
export const DONE_LABEL = 'Done';
/**
 * Under a weight the client enters in the other unit than the one prescribed: the target, converted
 * ('Target 100 lbs ≈ 45.4 kg').
 */
export const targetInOtherUnit = (target: string, converted: string) => `Target ${target} ≈ ${converted}`;
