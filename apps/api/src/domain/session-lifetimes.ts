import type { Role } from '@kinetic/contracts/common';

/** How long a session lives, in milliseconds: idle (since last used) and absolute (since sign-in). */
export interface SessionLifetimes {
  idleMs: number;
  maxMs: number;
  consultantIdleMs: number;
  consultantMaxMs: number;
}

/** Idle and absolute lifetimes as the settings give them (the app's defaults when none are set). */
export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  idleMs: 7 * 24 * 60 * 60_000,
  maxMs: 30 * 24 * 60 * 60_000,
  consultantIdleMs: 30 * 60_000,
  consultantMaxMs: 12 * 60 * 60_000,
};

/** A user who can manage everyone's accounts gets the short lifetimes. */
const isConsultant = (roles: readonly Role[]) => roles.includes('CONSULTANT');

export interface SessionLimits {
  idleSeconds: number;
  maxMs: number;
}

export function limitsFor(roles: readonly Role[], l: SessionLifetimes): SessionLimits {
  return isConsultant(roles)
    ? { idleSeconds: Math.round(l.consultantIdleMs / 1000), maxMs: l.consultantMaxMs }
    : { idleSeconds: Math.round(l.idleMs / 1000), maxMs: l.maxMs };
}
