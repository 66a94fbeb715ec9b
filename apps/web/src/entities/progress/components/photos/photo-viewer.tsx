import { Trash2 } from 'lucide-react';
import { PHOTO_TEXTS, type ProgressPhoto } from '@kinetic/contracts/progress-photos';
import { Button } from '../../../../components/ui/button.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import type { PhotoSource } from '../../api/progress-photos.ts';
import { PhotoImage } from './photo-image.tsx';
import { photoLabel } from './photo-labels.ts';

/** One photo full size, in a dialog; the client may delete it from here. */
export function PhotoViewer({
  source,
  photo,
  onClose,
  onDelete,
}: {
  source: PhotoSource;
  photo: ProgressPhoto | null;
  onClose: () => void;
  /** Absent: read-only (the trainer). */
  onDelete?: (photo: ProgressPhoto) => void;
}) {
  return (
    <Modal
      open={photo !== null}
      onClose={onClose}
      title={photo ? photoLabel(photo) : ''}
      size="lg"
      footer={
        <div className="flex w-full flex-wrap justify-between gap-2">
          {onDelete && photo ? (
            <Button variant="danger" onClick={() => onDelete(photo)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {PHOTO_TEXTS.remove}
            </Button>
          ) : (
            <span />
          )}
          <Button variant="secondary" onClick={onClose}>
            {PHOTO_TEXTS.close}
          </Button>
        </div>
      }
    >
      {photo && (
        <PhotoImage
          source={source}
          photo={photo}
          size="full"
          alt={photoLabel(photo)}
          className="mx-auto max-h-[70vh] w-auto max-w-full rounded-lg object-contain"
        />
      )}
    </Modal>
  );
}
