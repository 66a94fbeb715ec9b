import { useState } from 'react';
import toast from 'react-hot-toast';
import { ListChecks, Pencil, Trash2 } from 'lucide-react';
import { HABITS_ACTIVE_MAX, HABIT_TEXTS, frequencyLabel, type Habit } from '@kinetic/contracts/habits';
import { IconButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CardHeader } from '../../../components/ui/card-header.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useClientHabits, useHabitWrites } from '../../../entities/habits/api/habits.ts';
import { HabitRules, HabitStats, HabitStrip } from '../../../entities/habits/components/habit-strip.tsx';
import { HabitForm } from './habit-form.tsx';

/**
 * The client's habits for their trainer: each with its last 7 days, streak and this week's
 * adherence, to rename, change or remove; and a form to add one (at most HABITS_ACTIVE_MAX).
 */
export function HabitsCard({ clientId }: { clientId: string }) {
  const { data, isPending, isError, refetch } = useClientHabits(clientId);
  const writes = useHabitWrites(clientId);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Habit | null>(null);
  const habits = data?.habits ?? [];
  const full = habits.length >= HABITS_ACTIVE_MAX;

  const remove = () => {
    if (!removing) return;
    writes.archive.mutate(removing.id, {
      onSuccess: () => {
        toast.success('Habit removed');
        setRemoving(null);
      },
      onError: (error) => toast.error(errorText(error, 'The habit could not be removed')),
    });
  };

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="habits-heading">
      <CardHeader
        id="habits-heading"
        icon={ListChecks}
        title={HABIT_TEXTS.trainerTitle}
        titleClassName="flex-1"
      >
        {data && (
          <span className="text-xs text-slate-500">
            {habits.length} of {HABITS_ACTIVE_MAX}
          </span>
        )}
      </CardHeader>
      <div className="space-y-4 px-4 py-4 sm:px-5">
        {isPending ? (
          <LoadingState label="Loading habits..." />
        ) : isError ? (
          <LoadError message="The habits could not be loaded." onRetry={() => void refetch()} />
        ) : habits.length === 0 ? (
          <p className="text-sm text-slate-600">{HABIT_TEXTS.trainerEmpty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {habits.map((habit) => (
              <li key={habit.id} className="space-y-2 py-3 first:pt-0">
                {editing === habit.id ? (
                  <HabitForm
                    initial={{
                      name: habit.name,
                      frequency: habit.frequency,
                      daysPerWeek: habit.daysPerWeek ?? 3,
                    }}
                    submitLabel="Save habit"
                    onCancel={() => setEditing(null)}
                    save={async (body) => {
                      await writes.change.mutateAsync({ habitId: habit.id, body });
                      toast.success('Habit saved');
                      setEditing(null);
                    }}
                  />
                ) : (
                  <>
                    <div className="flex items-start gap-2">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium break-words text-slate-900">{habit.name}</p>
                        <p className="text-xs text-slate-500">{frequencyLabel(habit)}</p>
                      </div>
                      <IconButton
                        icon={Pencil}
                        label={`Edit ${habit.name}`}
                        onClick={() => setEditing(habit.id)}
                      />
                      <IconButton
                        icon={Trash2}
                        label={`Remove ${habit.name}`}
                        onClick={() => setRemoving(habit)}
                      />
                    </div>
                    <HabitStrip habit={habit} today={data.today} />
                    <HabitStats habit={habit} />
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {data && (
          <div className="border-t border-slate-100 pt-4">
            <h3 className="mb-2 text-sm font-semibold text-slate-800">{HABIT_TEXTS.add}</h3>
            {full ? (
              <p className="text-sm text-slate-600">{HABIT_TEXTS.capReached}</p>
            ) : (
              <HabitForm
                submitLabel={HABIT_TEXTS.add}
                save={async (body) => {
                  await writes.create.mutateAsync(body);
                  toast.success('Habit added');
                }}
              />
            )}
          </div>
        )}
        <HabitRules />
      </div>
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
        busy={writes.archive.isPending}
        variant="danger"
        title="Remove habit?"
        description={removing ? `${removing.name}. ${HABIT_TEXTS.removeConfirm}` : null}
        confirmLabel={writes.archive.isPending ? 'Removing...' : 'Remove habit'}
      />
    </Card>
  );
}
