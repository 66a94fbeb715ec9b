import { useState } from 'react';
import toast from 'react-hot-toast';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { CUSTOM_FOOD_TEXTS, type CustomFood } from '@kinetic/contracts/custom-foods';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useDeleteConfirm } from '../../../components/ui/use-delete-confirm.tsx';
import { formatAmount } from '../../meals/components/macro-summary.tsx';
import { useCustomFoods, useDeleteCustomFood } from '../api/custom-foods.ts';
import { CustomFoodForm } from './custom-food-form.tsx';

/**
 * 'My foods': the person's own foods, to add, change or delete; a trainer also chooses which their
 * clients find (`canShare`).
 */
export function MyFoodsDialog({
  open,
  onClose,
  canShare,
}: {
  open: boolean;
  onClose: () => void;
  canShare: boolean;
}) {
  const query = useCustomFoods(open);
  const deletion = useDeleteCustomFood();
  const [editing, setEditing] = useState<CustomFood | 'new' | null>(null);
  const deleteConfirm = useDeleteConfirm<CustomFood>({
    noun: 'food',
    describe: (food) => `"${food.name}" will be deleted. ${CUSTOM_FOOD_TEXTS.deleteNote}`,
    deletion,
  });
  const close = () => {
    setEditing(null);
    onClose();
  };
  const foods = query.data?.foods ?? [];

  return (
    <>
      <Modal
        open={open}
        onClose={close}
        title={CUSTOM_FOOD_TEXTS.myFoods}
        description={
          canShare ? CUSTOM_FOOD_TEXTS.trainerFoodsDescription : CUSTOM_FOOD_TEXTS.myFoodsDescription
        }
        size="lg"
      >
        {editing ? (
          <CustomFoodForm
            food={editing === 'new' ? undefined : editing}
            canShare={canShare}
            onCancel={() => setEditing(null)}
            onSaved={(food) => {
              toast.success(CUSTOM_FOOD_TEXTS.saved(food.name));
              setEditing(null);
            }}
          />
        ) : query.isPending ? (
          <LoadingState label="Loading your foods..." />
        ) : query.isError ? (
          <LoadError message="Failed to load your foods" onRetry={() => void query.refetch()} />
        ) : (
          <div className="space-y-3">
            <Button size="sm" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" className="size-4" />
              {CUSTOM_FOOD_TEXTS.create}
            </Button>
            {foods.length === 0 ? (
              <p className="py-4 text-center text-sm text-slate-500">{CUSTOM_FOOD_TEXTS.empty}</p>
            ) : (
              <ul
                aria-label={CUSTOM_FOOD_TEXTS.myFoods}
                className="divide-y divide-slate-100 rounded-xl border border-slate-200"
              >
                {foods.map((food) => (
                  <li key={food.id} className="flex items-center gap-3 px-3 py-2">
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium text-slate-800">
                        {food.name}
                        {food.brand && <span className="font-normal text-slate-500"> · {food.brand}</span>}
                        {food.sharedWithClients && (
                          <Badge className="ml-2 bg-emerald-50 align-middle text-emerald-700 ring-emerald-200">
                            {CUSTOM_FOOD_TEXTS.shared}
                          </Badge>
                        )}
                      </p>
                      <p className="text-xs text-slate-500 tabular-nums">
                        100 g · {formatAmount(food.calories)} kcal · P {formatAmount(food.protein)} · F{' '}
                        {formatAmount(food.fat)} · C {formatAmount(food.totalCarbs)}
                      </p>
                    </div>
                    <IconButton
                      icon={Pencil}
                      label={`Change ${food.name}`}
                      onClick={() => setEditing(food)}
                    />
                    <IconButton
                      icon={Trash2}
                      label={`Delete ${food.name}`}
                      onClick={() => deleteConfirm.ask(food)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Modal>
      {deleteConfirm.dialog}
    </>
  );
}
