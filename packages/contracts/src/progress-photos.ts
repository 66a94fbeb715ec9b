import { z } from 'zod';
import { errorBody, idParams, idSchema, listTotal, pageQuery } from './common.ts';
import { progressDate } from './progress.ts';
import { route } from './route.ts';

/** The three poses a client photographs, in the order they are shown side by side. */
export const PHOTO_POSES = ['front', 'side', 'back'] as const;
export type PhotoPose = (typeof PHOTO_POSES)[number];
export const PHOTO_POSE_LABELS: Record<PhotoPose, string> = { front: 'Front', side: 'Side', back: 'Back' };

/** The image types an upload may be (its Content-Type); the server reads the bytes, not the name. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * HEIF types (an iPhone's default): read only to be refused with PHOTO_TEXTS.heic, which says what to
 * do, rather than with 415.
 */
export const PHOTO_HEIF_TYPES = ['image/heic', 'image/heif'] as const;
/** The most bytes one upload may carry: a phone camera's photo is 2 to 8 MB. */
export const PHOTO_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels a decoded upload may have (a 50-megapixel camera); more is refused unread. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The long side of a stored photo and of its thumbnail, in pixels. */
export const PHOTO_LONG_SIDE = 2048;
export const PHOTO_THUMB_SIDE = 400;
/** The most bytes a stored photo takes once re-encoded. */
export const PHOTO_STORED_MAX_BYTES = 1_500_000;
/** The most photos one client keeps. */
export const PHOTOS_PER_CLIENT_MAX = 1000;

export const PHOTO_TEXTS = {
  notAnImage: 'The file is not a photo: choose a JPEG, PNG or WebP image.',
  tooLarge: `The photo is larger than ${PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB: choose a smaller one.`,
  tooManyPixels: `The photo has more than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels: choose a smaller one.`,
  heic: 'HEIC photos can’t be read here. Choose a JPEG, PNG or WebP, or set your camera to “Most Compatible”.',
  storageUnavailable: 'Photo storage is unavailable. Try again in a few minutes.',
  unsupportedType: 'Send the photo as image/jpeg, image/png or image/webp.',
  limitReached: `The limit of ${PHOTOS_PER_CLIENT_MAX.toLocaleString('en-US')} progress photos per person has been reached. Delete older photos to add new ones.`,
  notFound: 'Photo not found',
  section: 'Progress photos',
  add: 'Add photo',
  adding: 'Uploading…',
  choose: 'Photo',
  pose: 'Pose',
  date: 'Date',
  empty: 'No progress photos yet.',
  emptyTrainer: 'No progress photos yet: they appear here once your client adds some.',
  loadError: 'The progress photos could not be loaded.',
  imageError: 'This photo could not be loaded.',
  retry: 'Try again',
  remove: 'Delete photo',
  confirmRemove: 'Delete this photo? This cannot be undone.',
  close: 'Close',
  compare: 'Compare',
  compareFrom: 'First date',
  compareTo: 'Second date',
  compareNeedsTwo: 'Add photos on two dates to compare them.',
  noPhotoForPose: 'No photo',
  privacy: 'Only you and your trainer can see these photos.',
  added: 'Photo added',
  removed: 'Photo deleted',
  download: 'Download my photos',
  downloadHint: 'A zip file with your progress photos.',
  downloaded: 'Your photos have been downloaded',
  downloadFailed: 'Failed to download your photos',
} as const;

/** What an upload names in its query string (the body is the image itself). */
export const photoUploadQuery = z.object({
  date: progressDate,
  pose: z.enum(PHOTO_POSES, { message: 'Choose front, side or back' }),
});
export type PhotoUploadQuery = z.input<typeof photoUploadQuery>;

export const progressPhoto = z.object({
  id: idSchema,
  clientId: idSchema,
  date: z.string(),
  pose: z.enum(PHOTO_POSES),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type ProgressPhoto = z.infer<typeof progressPhoto>;

export const photoListAnswer = z.object({ photos: z.array(progressPhoto), total: listTotal });
export type PhotoListAnswer = z.infer<typeof photoListAnswer>;
export const photoAnswer = z.object({ photo: progressPhoto });

/** Which image of a photo: the stored photo or its thumbnail. */
export const PHOTO_SIZES = ['full', 'thumb'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];
const size = z.enum(PHOTO_SIZES, { message: 'Size must be full or thumb' });
export const photoImageParams = z.object({ id: idSchema, size });
export const clientPhotoImageParams = z.object({ id: idSchema, photoId: idSchema, size });

/** An image answer: its bytes (WebP), documented as such; never JSON. */
const imageAnswer = z.string().describe('The image (image/webp), sent with Cache-Control: no-store');

const imageDescription =
  'Answers the image itself (image/webp) with Cache-Control: no-store and X-Content-Type-Options: nosniff. Every read is in the audit trail (progress-photos.read, a series collapsed).';

/** Progress photos' calls. */
export const progressPhotoCalls = {
  list: route({
    method: 'GET',
    path: '/api/progress/photos',
    summary: 'List my progress photos',
    tags: ['progress'],
    query: pageQuery,
    answers: { 200: photoListAnswer },
  }),

  upload: route({
    method: 'POST',
    path: '/api/progress/photos',
    summary: 'Add a progress photo',
    description: `The body is the image itself (Content-Type ${PHOTO_UPLOAD_TYPES.join(', ')}; at most ${PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB and ${PHOTO_MAX_PIXELS / 1_000_000} megapixels). The server decodes it, turns it upright, strips its metadata (EXIF, GPS), and stores it re-encoded (WebP, ${PHOTO_LONG_SIDE} px on the long side at most) with a ${PHOTO_THUMB_SIDE} px thumbnail. Anything else is refused with 400 (a HEIC/HEIF photo with a message saying what to do) and nothing is stored. When the photo storage cannot be reached the answer is 503 and nothing is stored: the same upload may be sent again.`,
    tags: ['progress'],
    query: photoUploadQuery,
    answers: { 201: photoAnswer, 400: errorBody, 409: errorBody, 415: errorBody, 503: errorBody },
  }),

  image: route({
    method: 'GET',
    path: '/api/progress/photos/:id/:size',
    summary: 'One of my progress photos (full size or thumbnail)',
    description: imageDescription,
    tags: ['progress'],
    params: photoImageParams,
    answers: { 200: imageAnswer, 404: errorBody },
  }),

  remove: route({
    method: 'DELETE',
    path: '/api/progress/photos/:id',
    summary: 'Delete a progress photo',
    tags: ['progress'],
    params: idParams,
    answers: { 204: z.null(), 404: errorBody },
  }),

  listOfClient: route({
    method: 'GET',
    path: '/api/clients/:id/progress/photos',
    summary: "A client's progress photos, for their trainer",
    tags: ['progress'],
    params: idParams,
    query: pageQuery,
    answers: { 200: photoListAnswer, 404: errorBody },
  }),

  imageOfClient: route({
    method: 'GET',
    path: '/api/clients/:id/progress/photos/:photoId/:size',
    summary: "One of a client's progress photos, for their trainer",
    description: imageDescription,
    tags: ['progress'],
    params: clientPhotoImageParams,
    answers: { 200: imageAnswer, 404: errorBody },
  }),
};
