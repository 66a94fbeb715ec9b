import { useState } from 'react';
import { Columns2, Images } from 'lucide-react';
import { PHOTO_TEXTS, type ProgressPhoto } from '@kinetic/contracts/progress-photos';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState, LoadError } from '../../../../components/ui/list-states.tsx';
import { LoadMore, pagingOf } from '../../../../components/ui/load-more.tsx';
import { LoadingState } from '../../../../components/ui/spinner.tsx';
import { useDeleteConfirm } from '../../../../components/ui/use-delete-confirm.tsx';
import { formatCalendarDate } from '../../../../lib/calendar-date.ts';
import { loadedItems } from '../../../../lib/pages.ts';
import { useDeletePhoto, usePhotos, type PhotoSource } from '../../api/progress-photos.ts';
import { PhotoCompare } from './photo-compare.tsx';
import { PhotoImage } from './photo-image.tsx';
import { photoLabel, photosByDay } from './photo-labels.ts';
import { PhotoUploadForm } from './photo-upload-form.tsx';
import { PhotoViewer } from './photo-viewer.tsx';

/**
 * Progress photos: the client adds, opens, deletes and compares their own; their trainer sees the
 * same, read-only (`source` names whose). A grid of thumbnails by day, newest first.
 */
export function ProgressPhotosSection({ source }: { source: PhotoSource }) {
  const own = source.kind === 'own';
  const query = usePhotos(source);
  const { items: photos, total } = loadedItems(query.data, 'photos');
  const [open, setOpen] = useState<ProgressPhoto | null>(null);
  const [comparing, setComparing] = useState(false);
  const deletion = useDeletePhoto();
  const deleteConfirm = useDeleteConfirm<ProgressPhoto>({
    noun: 'photo',
    describe: () => PHOTO_TEXTS.confirmRemove,
    deletion: {
      isPending: deletion.isPending,
      mutate: (id, callbacks) =>
        deletion.mutate(id, {
          ...callbacks,
          onSuccess: () => {
            setOpen(null);
            callbacks.onSuccess();
          },
        }),
    },
  });
  const days = photosByDay(photos);

  return (
    <section aria-labelledby="progress-photos-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="progress-photos-heading" className="flex items-center gap-2 font-semibold text-slate-900">
            <Images aria-hidden="true" className="size-5 text-brand-600" />
            {PHOTO_TEXTS.section}
          </h2>
          {own && <p className="text-sm text-slate-500">{PHOTO_TEXTS.privacy}</p>}
        </div>
        {days.length > 1 && (
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={comparing}
            onClick={() => setComparing((c) => !c)}
          >
            <Columns2 aria-hidden="true" className="size-4" />
            {PHOTO_TEXTS.compare}
          </Button>
        )}
      </div>
      {own && <PhotoUploadForm />}
      {query.isPending ? (
        <LoadingState label="Loading progress photos..." className="py-8" />
      ) : query.isError && !query.data ? (
        <LoadError message={PHOTO_TEXTS.loadError} onRetry={() => void query.refetch()} />
      ) : photos.length === 0 ? (
        <EmptyState icon={Images}>{own ? PHOTO_TEXTS.empty : PHOTO_TEXTS.emptyTrainer}</EmptyState>
      ) : comparing ? (
        <PhotoCompare source={source} days={days} />
      ) : (
        <div className="space-y-4">
          {days.map((day) => (
            <div key={day.date}>
              <h3 className="mb-2 text-sm font-medium text-slate-700">{formatCalendarDate(day.date)}</h3>
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
                {day.photos.map((photo) => (
                  <li key={photo.id}>
                    <button
                      type="button"
                      onClick={() => setOpen(photo)}
                      aria-label={`Open ${photoLabel(photo)}`}
                      className="block w-full overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      <PhotoImage
                        source={source}
                        photo={photo}
                        size="thumb"
                        alt={photoLabel(photo)}
                        className="aspect-[3/4] w-full"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <LoadMore paging={pagingOf(query, { shown: photos.length, total })} noun="photos" />
        </div>
      )}
      <PhotoViewer
        source={source}
        photo={open}
        onClose={() => setOpen(null)}
        onDelete={own ? deleteConfirm.ask : undefined}
      />
      {deleteConfirm.dialog}
    </section>
  );
}
