import type { Mail } from '../../lib/mailer.ts';

/**
 * The mails that tell a person about a change to their account's security, so that a change they
 * did not make does not go unnoticed. None carries a secret or a link that signs anyone in.
 */
export function accountMails(appName: string) {
  const notYou = `If this was not you, reset your password at once from the sign-in page and tell your ${appName} contact.`;
  const mail = (to: string, subject: string, lines: string[]): Mail => ({
    to,
    subject,
    text: ['Hello,', '', ...lines, '', notYou].join('\n'),
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
      ),
    mfaEnabled: (to: string) =>
      mail(to, `Two-step sign-in is on for your ${appName} account`, [
        'Two-step sign-in was turned on: signing in now also needs a code from your authenticator app.',
      ]),
    mfaDisabled: (to: string) =>
      mail(to, `Two-step sign-in is off for your ${appName} account`, [
        'Two-step sign-in was turned off: signing in needs only your password now.',
      ]),
    recoveryCodeUsed: (to: string, left: number) =>
      mail(to, `A recovery code was used to sign in to ${appName}`, [
        `Someone signed in to your account with one of your recovery codes. ${left} unused code${left === 1 ? '' : 's'} left.`,
      ]),
  };
}

export type AccountMails = ReturnType<typeof accountMails>;
