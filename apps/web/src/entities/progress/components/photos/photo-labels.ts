import { PHOTO_POSE_LABELS, type ProgressPhoto } from '@kinetic/contracts/progress-photos';
import { formatCalendarDate } from '../../../../lib/calendar-date.ts';

/** "Front, 12 Nov 2026": what an image shows, for its alt text and its dialog's title. */
export const photoLabel = (photo: ProgressPhoto) =>
  `${PHOTO_POSE_LABELS[photo.pose]}, ${formatCalendarDate(photo.date)}`;

/** The photos by day, newest day first, each day's in pose order (front, side, back). */
export function photosByDay(photos: readonly ProgressPhoto[]): { date: string; photos: ProgressPhoto[] }[] {
  const order = { front: 0, side: 1, back: 2 } as const;
  const days = new Map<string, ProgressPhoto[]>();
  for (const photo of photos) days.set(photo.date, [...(days.get(photo.date) ?? []), photo]);
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, list]) => ({ date, photos: list.sort((a, b) => order[a.pose] - order[b.pose]) }));
}
