import type { Mail } from '../lib/mailer.ts';

/**
 * The mails that tell a person about a change to their account's security, so that a change they
 * did not make does not go unnoticed. None carries a secret or a link that signs anyone in.
 */
export function accountMails(appName: string) {
  const notYou = `If this was not you, reset your password at once from the sign-in page and tell your ${appName} contact.`;
  const mail = (to: string, subject: string, lines: string[], closing = notYou): Mail => ({
    to,
    subject,
    text: ['Hello,', '', ...lines, '', closing].join('\n'),
  });
  return {
    passwordChanged: (to: string) =>
      mail(to, `Your ${appName} password was changed`, [
        `The password of your ${appName} account was just changed. Every other device was signed out.`,
      ]),
    emailChangedOld: (to: string) =>
      mail(to, `The email address of your ${appName} account was changed`, [
        `The email address of your ${appName} account was changed by an administrator and is no longer this one. Every device was signed out, and password reset links sent here no longer work.`,
      ]),
    emailChangedNew: (to: string) =>
      mail(to, `This is now the email address of your ${appName} account`, [
        `An administrator made this the email address of your ${appName} account. Sign in with it from now on.`,
      ]),
    trainerChanged: (to: string, trainerName: string | null) =>
      mail(
        to,
        `Your ${appName} trainer has changed`,
        trainerName
          ? [`Your trainer is now ${trainerName}. They can see your intake, workouts, meals and progress.`]
          : [
              'You no longer have a trainer. Nobody but you can see your intake and workouts until one is assigned.',
            ],
        // The business made this change, not someone in the account: a reset would not undo it.
        `If you did not expect this change, tell your ${appName} contact.`,
      ),
    mfaEnabled: (to: string) =>
      mail(to, `Two-step sign-in is on for your ${appName} account`, [
        'Two-step sign-in was turned on: signing in now also needs a code from your authenticator app.',
      ]),
    mfaDisabled: (to: string) =>
      mail(to, `Two-step sign-in is off for your ${appName} account`, [
        'Two-step sign-in was turned off: signing in needs only your password now.',
      ]),
    /** The account's sign-in guesses from anywhere ran out (the mail says nothing of the number). */
    passwordGuessed: (to: string) =>
      mail(to, `Many wrong passwords were tried on your ${appName} account`, [
        `Someone tried many wrong passwords on your ${appName} account in the last minutes. For now, only devices that signed in to your account before may try its password; you can still sign in from yours, or reset your password from the sign-in page, which also ends this.`,
      ]),
    /** A reset by mail turned two-step sign-in off as well. */
    mfaResetByMail: (to: string) =>
      mail(to, `Two-step sign-in is off for your ${appName} account`, [
        'Your password was reset with a link sent to this address, and two-step sign-in was turned off with it: signing in needs only your new password now. Every device was signed out. Turn two-step sign-in on again from your profile.',
      ]),
    recoveryCodeUsed: (to: string, left: number) =>
      mail(to, `A recovery code was used to sign in to ${appName}`, [
        `Someone signed in to your account with one of your recovery codes. ${left} unused code${left === 1 ? '' : 's'} left.`,
      ]),
  };
}

export type AccountMails = ReturnType<typeof accountMails>;
