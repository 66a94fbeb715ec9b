import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Food, LibraryKind } from '@kinetic/contracts/libraries';
import { toast } from 'react-hot-toast';
import { cn } from '../../../components/ui/cn.ts';
import { useUpdateLibraryItem } from '../api/update-library-item.ts';
import { saveFailureText } from '../lib/error-text.ts';
import { LIBRARY_TEXTS } from '../lib/library-texts.ts';
import { FoodPortions, ItemDetail, ItemSummary, type AnyLibraryItem } from './item-summary.tsx';
import { LibraryItemForm } from './library-item-form.tsx';

function EditItem({ kind, item, onDone }: { kind: LibraryKind; item: AnyLibraryItem; onDone: () => void }) {
  const texts = LIBRARY_TEXTS[kind];
  const update = useUpdateLibraryItem(kind);
  return (
    <>
      {kind === 'foods' && <FoodPortions food={item as Food} />}
      <LibraryItemForm
        kind={kind}
        item={item}
        submitLabel="Save"
        onCancel={onDone}
        onSubmit={async (input) => {
          try {
            // The whole edited item: the original with every field of the form.
            await update.mutateAsync({ ...item, ...input });
          } catch (error) {
            toast.error(saveFailureText(error, texts.updateError));
            throw error;
          }
          toast.success(texts.updated);
          onDone();
        }}
        className={kind === 'foods' && (item as Food).portions.length ? 'mt-4' : undefined}
      />
    </>
  );
}

/**
 * One library item: the key fields, expanding (one row at a time, the list decides) to an edit form of a
 * copy of the item for consultants, or a read-only detail for everyone else.
 */
export function LibraryRow({
  kind,
  item,
  open,
  onToggle,
  canEdit,
}: {
  kind: LibraryKind;
  item: AnyLibraryItem;
  open: boolean;
  onToggle: () => void;
  canEdit: boolean;
}) {
  const bodyId = useId();
  return (
    <li className={cn(open && 'bg-slate-50/70')}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
        className="flex w-full items-start gap-3 px-4 py-3.5 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
      >
        <span className="min-w-0 flex-1">
          <ItemSummary kind={kind} item={item} />
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('mt-0.5 size-5 shrink-0 text-slate-400 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open && (
        <div id={bodyId} className="border-t border-slate-100 px-4 pt-4 pb-5 sm:px-5">
          {canEdit ? (
            <EditItem kind={kind} item={item} onDone={onToggle} />
          ) : (
            <ItemDetail kind={kind} item={item} />
          )}
        </div>
      )}
    </li>
  );
}
