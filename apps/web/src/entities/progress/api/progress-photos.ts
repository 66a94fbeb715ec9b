import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  progressPhotoCalls,
  type PhotoSize,
  type PhotoUploadQuery,
  type ProgressPhoto,
} from '@kinetic/contracts/progress-photos';
import { apiPath, apiRequest, callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { LARGEST_PAGE, pagedQueryOptions } from '../../../lib/pages.ts';

/** Whose photos a screen shows: the signed-in client's own, or a trainer's client's (read-only). */
export type PhotoSource = { kind: 'own' } | { kind: 'client'; clientId: string };

export const photoKeys = {
  all: ['progress-photos'] as const,
  lists: ['progress-photos', 'list'] as const,
  list: (source: PhotoSource) =>
    ['progress-photos', 'list', source.kind === 'own' ? 'mine' : source.clientId] as const,
  image: (source: PhotoSource, id: string, size: PhotoSize) =>
    ['progress-photos', 'image', source.kind === 'own' ? 'mine' : source.clientId, id, size] as const,
};

/** The photos, newest day first, in the largest pages (a grid by date, a comparison). */
export function usePhotos(source: PhotoSource) {
  return useInfiniteQuery(
    source.kind === 'own'
      ? pagedQueryOptions({
          queryKey: photoKeys.list(source),
          call: progressPhotoCalls.list,
          key: 'photos',
          limit: LARGEST_PAGE,
        })
      : pagedQueryOptions({
          queryKey: photoKeys.list(source),
          call: progressPhotoCalls.listOfClient,
          params: { id: source.clientId },
          key: 'photos',
          limit: LARGEST_PAGE,
        }),
  );
}

/** One image's bytes, fetched with the bearer token (an <img src> could not send it). */
function fetchImage(source: PhotoSource, photo: ProgressPhoto, size: PhotoSize): Promise<Blob> {
  const path =
    source.kind === 'own'
      ? apiPath(progressPhotoCalls.image, { params: { id: photo.id, size } })
      : apiPath(progressPhotoCalls.imageOfClient, {
          params: { id: source.clientId, photoId: photo.id, size },
        });
  return apiRequest<Blob>('GET', path, { answer: 'blob' });
}

/**
 * An image shown from its fetched bytes: `imageRef` goes on the <img>, whose source becomes an
 * object URL of the bytes, revoked when the image is no longer shown (or other bytes replace it).
 * The bytes are kept a minute after the last screen showing them goes (a photo is health data:
 * not kept longer than it helps).
 */
export function usePhotoImage(source: PhotoSource, photo: ProgressPhoto, size: PhotoSize) {
  const query = useQuery({
    queryKey: photoKeys.image(source, photo.id, size),
    queryFn: () => fetchImage(source, photo, size),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: 1,
  });
  const imageRef = useRef<HTMLImageElement>(null);
  const blob = query.data;
  useEffect(() => {
    const image = imageRef.current;
    if (!blob || !image) return;
    const url = URL.createObjectURL(blob);
    image.src = url;
    return () => {
      image.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return { imageRef, loaded: blob !== undefined, isError: query.isError };
}

export function useUploadPhoto() {
  return useInvalidatingMutation(
    ({ file, ...query }: PhotoUploadQuery & { file: File }) =>
      apiRequest<{ photo: ProgressPhoto }>('POST', apiPath(progressPhotoCalls.upload, { query }), {
        body: file,
      }),
    photoKeys.lists,
  );
}

export function useDeletePhoto() {
  return useInvalidatingMutation(
    (id: string) => callApi(progressPhotoCalls.remove, { params: { id } }),
    photoKeys.lists,
  );
}
