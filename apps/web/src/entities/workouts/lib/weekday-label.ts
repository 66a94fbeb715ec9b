const dayText = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A calendar date named with its weekday, where the weekday matters (a program, a clash): 'Mon 30 Nov'. */
export const weekdayLabel = (date: string) => dayText.format(new Date(`${date}T00:00:00Z`));
