import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { errorText } from '../../lib/api-client.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The part of a delete mutation the confirmation needs (a TanStack `useMutation` result fits). */
export interface DeleteMutation {
  mutate(id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Delete meal?" and the like: `ask(item)` opens the confirmation; confirming deletes it, says
 * '<Noun> deleted' and closes, or says what failed and stays open.
 */
export function useDeleteConfirm<T extends { id: string }>({
  noun,
  describe,
  deletion,
}: {
  /** 'meal': 'Delete meal?', 'Delete meal', 'Meal deleted', 'Failed to delete meal'. */
  noun: string;
  describe: (item: T) => ReactNode;
  deletion: DeleteMutation;
}): { ask: (item: T) => void; dialog: ReactNode } {
  const [item, setItem] = useState<T | null>(null);
  const busy = deletion.isPending;
  const confirm = () => {
    if (!item) return;
    deletion.mutate(item.id, {
      onSuccess: () => {
        toast.success(`${capitalized(noun)} deleted`);
        setItem(null);
      },
      onError: (error) => toast.error(errorText(error, `Failed to delete ${noun}`)),
    });
  };
  const dialog = (
    <ConfirmDialog
      open={item !== null}
      onCancel={() => setItem(null)}
      onConfirm={confirm}
      busy={busy}
      variant="danger"
      title={`Delete ${noun}?`}
      description={item ? describe(item) : null}
      confirmLabel={busy ? 'Deleting...' : `Delete ${noun}`}
    />
  );
  return { ask: setItem, dialog };
}
