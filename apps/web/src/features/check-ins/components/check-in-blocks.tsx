import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import type { CheckInMeasurement } from '@kinetic/contracts/check-ins';
import {
  PHOTO_POSE_LABELS,
  PHOTO_POSES,
  PHOTO_TEXTS,
  PHOTO_UPLOAD_MAX_BYTES,
  type PhotoPose,
} from '@kinetic/contracts/progress-photos';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUploadPhoto } from '../../../entities/progress/api/progress-photos.ts';
import { errorText } from '../../../lib/api-client.ts';

export const BODY_PARTS = [
  'Waist',
  'Hips',
  'Chest',
  'Arm',
  'Thigh',
] as const satisfies readonly CheckInMeasurement[];
/** The measurements as typed: a text per type, and the units chosen. */
export type MeasurementTexts = Partial<Record<CheckInMeasurement, string>>;
export type Units = { weight: 'kg' | 'lbs'; length: 'cm' | 'in' };

/** Body weight and measurements, written as progress entries dated the day the check-in is sent. */
export function MeasurementsBlock({
  weight,
  measurements,
  texts,
  units,
  errors,
  onText,
  onUnits,
}: {
  weight: boolean;
  measurements: boolean;
  texts: MeasurementTexts;
  units: Units;
  errors: Record<string, string>;
  onText: (type: CheckInMeasurement, text: string) => void;
  onUnits: (units: Units) => void;
}) {
  const field = (type: CheckInMeasurement, unit: string) => (
    <TextField
      key={type}
      label={`${type} (${unit})`}
      inputMode="decimal"
      value={texts[type] ?? ''}
      error={errors[type]}
      onChange={(e) => onText(type, e.target.value)}
    />
  );
  return (
    <>
      {weight && (
        <section className="space-y-3" aria-labelledby="check-in-weight">
          <h2 id="check-in-weight" className="text-base font-semibold text-slate-900">
            {CHECK_IN_TEXTS.weightBlock}
          </h2>
          <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
            {field('Body weight', units.weight)}
            <SelectField
              label="Weight unit"
              value={units.weight}
              options={['kg', 'lbs'] as const}
              onChange={(e) => onUnits({ ...units, weight: e.target.value as Units['weight'] })}
            />
          </div>
        </section>
      )}
      {measurements && (
        <section className="space-y-3" aria-labelledby="check-in-measurements">
          <h2 id="check-in-measurements" className="text-base font-semibold text-slate-900">
            {CHECK_IN_TEXTS.measurementsBlock}
          </h2>
          <SelectField
            label="Length unit"
            value={units.length}
            options={['cm', 'in'] as const}
            onChange={(e) => onUnits({ ...units, length: e.target.value as Units['length'] })}
          />
          <div className="grid grid-cols-2 gap-3">{BODY_PARTS.map((part) => field(part, units.length))}</div>
        </section>
      )}
    </>
  );
}

/** One photo per pose, uploaded as a progress photo of `date` as soon as it is chosen (the camera on a phone). */
export function PhotosBlock({
  date,
  photos,
  onPhoto,
}: {
  date: string;
  photos: Partial<Record<PhotoPose, string>>;
  onPhoto: (pose: PhotoPose, id: string) => void;
}) {
  const upload = useUploadPhoto();
  const [busy, setBusy] = useState<PhotoPose | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PhotoPose, string>>>({});
  const choose = (pose: PhotoPose, file: File | undefined) => {
    if (!file) return;
    if (file.size > PHOTO_UPLOAD_MAX_BYTES) return setErrors((e) => ({ ...e, [pose]: PHOTO_TEXTS.tooLarge }));
    setBusy(pose);
    setErrors((e) => ({ ...e, [pose]: undefined }));
    upload.mutate(
      { file, date, pose },
      {
        onSuccess: ({ photo }) => onPhoto(pose, photo.id),
        onError: (error) =>
          setErrors((e) => ({ ...e, [pose]: errorText(error, 'The photo could not be added.') })),
        onSettled: () => setBusy(null),
      },
    );
  };
  return (
    <section className="space-y-3" aria-labelledby="check-in-photos">
      <h2 id="check-in-photos" className="text-base font-semibold text-slate-900">
        {CHECK_IN_TEXTS.photosBlock}
      </h2>
      <p className="text-xs text-slate-500">{PHOTO_TEXTS.privacy}</p>
      {PHOTO_POSES.map((pose) => (
        <div key={pose}>
          <label
            htmlFor={`check-in-photo-${pose}`}
            className="mb-1.5 flex items-center gap-2 text-sm font-medium text-slate-700"
          >
            {PHOTO_POSE_LABELS[pose]} photo
            {busy === pose && <Spinner className="size-4" />}
            {photos[pose] && (
              <span className="flex items-center gap-1 text-emerald-700">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                {PHOTO_TEXTS.added}
              </span>
            )}
          </label>
          <input
            id={`check-in-photo-${pose}`}
            type="file"
            accept="image/*"
            capture="environment"
            aria-describedby={errors[pose] ? `check-in-photo-${pose}-error` : undefined}
            onChange={(e) => choose(pose, e.target.files?.[0])}
            className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-medium file:text-brand-700"
          />
          <FieldError id={`check-in-photo-${pose}-error`} message={errors[pose]} />
        </div>
      ))}
    </section>
  );
}
