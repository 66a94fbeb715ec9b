import { useState } from 'react';
import {
  PHOTO_POSE_LABELS,
  PHOTO_POSES,
  PHOTO_TEXTS,
  type ProgressPhoto,
} from '@kinetic/contracts/progress-photos';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { formatCalendarDate } from '../../../../lib/calendar-date.ts';
import type { PhotoSource } from '../../api/progress-photos.ts';
import { PhotoImage } from './photo-image.tsx';
import { photoLabel } from './photo-labels.ts';

/**
 * Two days side by side, pose by pose (front, side, back): the oldest and the newest day to start
 * with. On a phone each pose is a row of the two days; wider, the same, with more room.
 */
export function PhotoCompare({
  source,
  days,
}: {
  source: PhotoSource;
  /** Newest first. */
  days: { date: string; photos: ProgressPhoto[] }[];
}) {
  const dates = days.map((d) => d.date);
  const [from, setFrom] = useState(dates[dates.length - 1] ?? '');
  const [to, setTo] = useState(dates[0] ?? '');
  if (dates.length < 2) return <p className="text-sm text-slate-500">{PHOTO_TEXTS.compareNeedsTwo}</p>;
  const photoOf = (date: string, pose: string) =>
    days.find((d) => d.date === date)?.photos.find((p) => p.pose === pose);
  const chosen = [from, to];

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={PHOTO_TEXTS.compareFrom}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          options={dates}
          optionLabel={formatCalendarDate}
        />
        <SelectField
          label={PHOTO_TEXTS.compareTo}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          options={dates}
          optionLabel={formatCalendarDate}
        />
      </div>
      <div className="space-y-4">
        {PHOTO_POSES.map((pose) => (
          <figure key={pose} aria-label={PHOTO_POSE_LABELS[pose]}>
            <figcaption className="mb-1.5 text-sm font-medium text-slate-700">
              {PHOTO_POSE_LABELS[pose]}
            </figcaption>
            <div className="grid grid-cols-2 gap-2 sm:gap-3">
              {chosen.map((date, i) => {
                const photo = photoOf(date, pose);
                return photo ? (
                  <PhotoImage
                    key={`${i}-${photo.id}`}
                    source={source}
                    photo={photo}
                    size="full"
                    alt={photoLabel(photo)}
                    className="aspect-[3/4] w-full rounded-lg object-contain"
                  />
                ) : (
                  <div
                    key={`${i}-none`}
                    className="flex aspect-[3/4] w-full items-center justify-center rounded-lg border border-dashed border-slate-200 text-sm text-slate-400"
                  >
                    {PHOTO_TEXTS.noPhotoForPose}
                  </div>
                );
              })}
            </div>
          </figure>
        ))}
      </div>
    </div>
  );
}
