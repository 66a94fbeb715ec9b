// What a user's days and weights follow, without the schemas: read by screens on the way to a
// workout, which must not wait for the validation library to load.

/** What a user who never chose gets: the builder's unit, days in UTC, a minute and a half of rest. */
export const DEFAULT_PREFERENCES = { weightUnit: 'lbs', timeZone: 'UTC', restSeconds: 90 } as const;

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

/** The app's days follow `saved`, but the device in hand lives in `device`. */
export const timeZoneDiffers = (saved: string, device: string): string =>
  `Your days in Kinetic follow ${saved.replaceAll('_', ' ')}, but this device is set to ${device.replaceAll('_', ' ')}.`;
export const adoptTimeZone = (zone: string): string => `Use ${zone.replaceAll('_', ' ')}`;
export const keepTimeZone = (zone: string): string => `Keep ${zone.replaceAll('_', ' ')}`;
export const timeZoneSaved = (zone: string): string => `Time zone set to ${zone.replaceAll('_', ' ')}`;

const calendarDateText = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date (YYYY-MM-DD) as the app prints dates everywhere: 'Nov 24, 2026'. Read as that day
 * itself, wherever the server runs (texts stored once, such as notifications, are read anywhere).
 */
export const calendarDateLabel = (date: string): string =>
  calendarDateText.format(new Date(`${date}T00:00:00Z`));
