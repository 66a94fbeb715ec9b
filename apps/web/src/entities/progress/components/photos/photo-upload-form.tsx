import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Camera } from 'lucide-react';
import {
  PHOTO_POSE_LABELS,
  PHOTO_POSES,
  PHOTO_TEXTS,
  PHOTO_UPLOAD_MAX_BYTES,
  photoUploadQuery,
  type PhotoPose,
} from '@kinetic/contracts/progress-photos';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { errorText, isApiError } from '../../../../lib/api-client.ts';
import { todayCalendarDate } from '../../../../lib/calendar-date.ts';
import { useUploadPhoto } from '../../api/progress-photos.ts';

type Errors = Partial<Record<'file' | 'date' | 'pose', string>>;

/** A HEIC/HEIF photo (an iPhone's own format), by its type or, when the browser gives none, its name. */
const isHeif = (file: File) =>
  /^image\/hei[cf]/.test(file.type) || (!file.type && /\.hei[cf]$/i.test(file.name));

/**
 * Adds a photo: the file (on a phone, the camera opens: capture="environment"), its pose and day.
 * The size and a HEIC photo are checked here too, so that they are not sent only to be refused.
 * A refusal or a storage away (503) is said at the field, and the file stays chosen for another try.
 */
export function PhotoUploadForm() {
  const upload = useUploadPhoto();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [pose, setPose] = useState<PhotoPose>('front');
  const [date, setDate] = useState(todayCalendarDate());
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const parsed = photoUploadQuery.safeParse({ date, pose });
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as 'date' | 'pose'] ??= issue.message;
    if (!file) found.file = 'Choose a photo';
    else if (file.size > PHOTO_UPLOAD_MAX_BYTES) found.file = PHOTO_TEXTS.tooLarge;
    else if (isHeif(file)) found.file = PHOTO_TEXTS.heic;
    setErrors(found);
    if (Object.keys(found).length > 0 || !file || !parsed.success) return;
    upload.mutate(
      { file, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(PHOTO_TEXTS.added);
          setFile(null);
          if (fileRef.current) fileRef.current.value = '';
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400)
            setErrors({ file: errorText(error, PHOTO_TEXTS.notAnImage) });
          else if (isApiError(error) && error.status === 503)
            setErrors({ file: errorText(error, PHOTO_TEXTS.storageUnavailable) });
          else toast.error(errorText(error, 'The photo could not be added.'));
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-start"
    >
      <div>
        <label htmlFor="progress-photo-file" className="mb-1.5 block text-sm font-medium text-slate-700">
          {PHOTO_TEXTS.choose}
        </label>
        <input
          ref={fileRef}
          id="progress-photo-file"
          type="file"
          accept="image/*"
          capture="environment"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? 'progress-photo-file-error' : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setErrors((current) => ({ ...current, file: undefined }));
          }}
          className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
        />
        <FieldError id="progress-photo-file-error" message={errors.file} />
      </div>
      <SelectField
        label={PHOTO_TEXTS.pose}
        value={pose}
        onChange={(e) => setPose(e.target.value as PhotoPose)}
        options={PHOTO_POSES}
        optionLabel={(p) => PHOTO_POSE_LABELS[p]}
        error={errors.pose}
      />
      <TextField
        label={PHOTO_TEXTS.date}
        type="date"
        value={date}
        max={todayCalendarDate()}
        onChange={(e) => setDate(e.target.value)}
        error={errors.date}
      />
      <div className="sm:pt-7">
        <SubmitButton
          pending={upload.isPending}
          pendingLabel={PHOTO_TEXTS.adding}
          className="w-full sm:w-auto"
        >
          <Camera aria-hidden="true" className="size-4" />
          {PHOTO_TEXTS.add}
        </SubmitButton>
      </div>
    </form>
  );
}
