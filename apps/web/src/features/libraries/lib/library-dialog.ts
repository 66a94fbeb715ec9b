import type { LibraryKind } from '@kinetic/contracts/libraries';

/** What the library page gives each of its dialogs (add one item, import a file). */
export type LibraryDialogProps = {
  kind: LibraryKind;
  open: boolean;
  onClose: () => void;
};
