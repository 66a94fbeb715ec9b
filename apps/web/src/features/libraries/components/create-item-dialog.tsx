import { toast } from 'react-hot-toast';
import { Modal } from '../../../components/ui/modal.tsx';
import { useCreateLibraryItem } from '../api/create-library-item.ts';
import { saveFailureText } from '../lib/error-text.ts';
import { LIBRARY_TEXTS } from '../lib/library-texts.ts';
import { LibraryItemForm } from './library-item-form.tsx';
import type { LibraryDialogProps } from '../lib/library-dialog.ts';

/** A dialog with the item form, empty, for a consultant to add an item to a library. */
export function CreateItemDialog({ kind, open, onClose }: LibraryDialogProps) {
  const texts = LIBRARY_TEXTS[kind];
  const create = useCreateLibraryItem(kind);
  return (
    <Modal open={open} onClose={onClose} title={`New ${texts.noun}`} size="lg" busy={create.isPending}>
      <LibraryItemForm
        kind={kind}
        submitLabel={texts.addLabel}
        onCancel={onClose}
        onSubmit={async (input) => {
          try {
            await create.mutateAsync(input);
          } catch (error) {
            toast.error(saveFailureText(error, texts.createError));
            throw error;
          }
          toast.success(texts.created);
          onClose();
        }}
      />
    </Modal>
  );
}
