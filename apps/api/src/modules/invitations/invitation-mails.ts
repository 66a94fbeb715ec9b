import type { Role } from '@kinetic/contracts/common';
import { INVITATION_TTL_DAYS } from '@kinetic/contracts/invitations';
import type { Mail } from '../../lib/mailer.ts';

const ROLE_WORDS: Record<Role, string> = {
  CLIENT: 'a client',
  TRAINER: 'a trainer',
  CONSULTANT: 'a consultant',
};

/** "a client", "a trainer and a consultant". */
const asWhom = (roles: Role[]) => {
  const words = roles.map((r) => ROLE_WORDS[r]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
};

/** The mails of invitations; the link is the only secret and is sent to the invitee alone. */
export function invitationMails(appName: string, publicUrl: string) {
  return {
    /** The invitation itself: the link that makes the account. */
    invitation(to: { email: string; firstName: string; roles: Role[] }, sender: string, token: string): Mail {
      const link = `${publicUrl}/invitation?token=${encodeURIComponent(token)}`;
      const trainerInvite = to.roles.length === 1 && to.roles[0] === 'CLIENT';
      return {
        to: to.email,
        subject: `${sender} invited you to ${appName}`,
        link,
        text: [
          `Hello ${to.firstName},`,
          '',
          trainerInvite
            ? `${sender} invited you to ${appName} as ${asWhom(to.roles)}.`
            : `${sender} invited you to join ${appName} as ${asWhom(to.roles)}.`,
          `To accept, open this link within ${INVITATION_TTL_DAYS} days and choose your password:`,
          '',
          link,
          '',
          'The link works once. If you did not expect this invitation, ignore this message: no account is made without you.',
        ].join('\n'),
      };
    },

    /**
     * A trainer invited an address that already has an account. The trainer is not told (they may
     * not know the person has one); the account holder is, with no link that signs anyone in.
     */
    alreadyHasAccount(to: string, trainer: string): Mail {
      return {
        to,
        subject: `${trainer} invited you to train with them on ${appName}`,
        text: [
          'Hello,',
          '',
          `${trainer} invited you to train with them on ${appName}. You already have a ${appName} account with this email address, so there is nothing to accept: sign in at ${publicUrl}/login (if you forgot your password, reset it from the sign-in page).`,
          '',
          `To have ${trainer} as your trainer, ask your ${appName} contact to assign them to you. If you did not expect this, ignore this message: nothing about your account has changed.`,
        ].join('\n'),
      };
    },
  };
}

export type InvitationMails = ReturnType<typeof invitationMails>;
