import { z } from 'zod';
import { WEIGHT_UNITS } from './workouts.ts';

export const REST_SECONDS_MAX = 600;

/** What a user who never chose gets: the builder's unit, days in UTC, a minute and a half of rest. */
export const DEFAULT_PREFERENCES = { weightUnit: 'lbs', timeZone: 'UTC', restSeconds: 90 } as const;

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

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date (YYYY-MM-DD) it is at `now` in the IANA time zone `timeZone`, or undefined when
 * the runtime does not know that zone. Formatters are kept: building one costs more than using it.
 */
export function calendarDayIn(timeZone: string, now: Date | number = Date.now()): string | undefined {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return undefined;
    }
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
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

/** The app's days follow `saved`, but the device in hand lives in `device`. */
export const timeZoneDiffers = (saved: string, device: string): string =>
  `Your days in Kinetic follow ${saved.replaceAll('_', ' ')}, but this device is set to ${device.replaceAll('_', ' ')}.`;
export const adoptTimeZone = (zone: string): string => `Use ${zone.replaceAll('_', ' ')}`;
export const keepTimeZone = (zone: string): string => `Keep ${zone.replaceAll('_', ' ')}`;
export const timeZoneSaved = (zone: string): string => `Time zone set to ${zone.replaceAll('_', ' ')}`;
