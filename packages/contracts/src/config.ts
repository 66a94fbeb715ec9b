import { z } from 'zod';
import { roleSchema } from './common.ts';

/** What the web app needs to know before anyone signs in. */
export const publicConfig = z.object({
  appName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactAddress: z.string(),
  /** Present only in demo mode: the accounts a visitor can try. */
  demoAccounts: z
    .array(
      z.object({ email: z.string(), password: z.string(), label: z.string(), roles: z.array(roleSchema) }),
    )
    .nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
