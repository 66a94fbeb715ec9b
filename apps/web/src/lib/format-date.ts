const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Short month, day, year: "Nov 21, 2026". */
export function formatShortDate(date: Date | string | number): string {
  return shortDate.format(new Date(date));
}
