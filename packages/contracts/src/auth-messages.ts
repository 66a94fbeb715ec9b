/** Texts of the sign-in answers, without zod: the sign-in page reads them before zod has loaded. */
export const MFA_SIGN_IN_EXPIRED = 'This sign-in has expired. Please sign in again.';
