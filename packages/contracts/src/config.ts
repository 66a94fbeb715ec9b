import { z } from 'zod';
import { roleSchema } from './common.ts';

/** What the web app needs to know before anyone signs in. */
export const publicConfig = z.object({
  appName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactAddress: z.string(),
  /** This server runs the demo: every screen says so. */
  demo: z.boolean(),
  /** Present only in demo mode: the accounts a visitor can try (those still as the demo made them). */
  demoAccounts: z
    .array(
      z.object({ email: z.string(), password: z.string(), label: z.string(), roles: z.array(roleSchema) }),
    )
    .nullable(),
  /** Users holding one of these roles must set up two-step sign-in before anything else. */
  mfaRequiredRoles: z.array(roleSchema),
});
export type PublicConfig = z.infer<typeof publicConfig>;
