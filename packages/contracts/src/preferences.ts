import { z } from 'zod';
import { WEIGHT_UNITS } from './workouts.ts';

export const REST_SECONDS_MAX = 600;

// A zone name, not an offset such as +01:00 (which newer runtimes also accept).
const zoneName = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The IANA time zone `zone` names, spelt as the runtime spells it (Europe/Berlin for
 * europe/berlin; a valid alias such as Asia/Kolkata stays as given), or undefined when it names none.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  if (!zoneName.test(zone)) return undefined;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  const lower = zone.toLowerCase();
  if (resolved.toLowerCase() === lower) return resolved;
  return Intl.supportedValuesOf('timeZone').find((z) => z.toLowerCase() === lower) ?? zone;
}

export const preferencesSchema = z.object({
  weightUnit: z.enum(WEIGHT_UNITS),
  timeZone: z.string(),
  restSeconds: z.number().int(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/users/preferences. */
export const preferencesInput = z.object({
  weightUnit: z.enum(WEIGHT_UNITS, { message: 'Unit must be lbs or kg' }),
  timeZone: z
    .string({ message: 'Time zone is required' })
    .trim()
    .min(1, 'Time zone is required')
    .max(100, 'Time zone must be at most 100 characters')
    .transform((zone, ctx) => {
      const canonical = canonicalTimeZone(zone);
      if (canonical) return canonical;
      ctx.addIssue({ code: 'custom', message: 'Choose a time zone from the list (e.g. Europe/Berlin)' });
      return z.NEVER;
    }),
  restSeconds: z
    .number({ message: 'Rest must be a number of seconds' })
    .int('Rest must be a whole number of seconds')
    .min(0, 'Rest cannot be negative')
    .max(REST_SECONDS_MAX, `Rest must be at most ${REST_SECONDS_MAX} seconds`),
});
export type PreferencesInput = z.input<typeof preferencesInput>;
