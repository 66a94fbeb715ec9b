import { useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { CopyWorkoutDialog } from '../../../entities/workouts/components/copy-workout-dialog.tsx';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import type { ExerciseWarning } from '@kinetic/contracts/conditions';
import type { WorkoutTemplate } from '@kinetic/contracts/templates';
import { workoutDetailsForm, type Workout } from '@kinetic/contracts/workouts';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePlanLeaveGuard } from '../hooks/use-plan-leave-guard.ts';
import { useSaveWorkout } from '../hooks/use-save-workout.ts';
import { builderReducer } from '../lib/builder-reducer.ts';
import { hasAnyExercise, initialBuilderState, stateFromWorkout } from '../lib/builder-state.ts';
import type { WorkoutDetailsValues } from '../lib/to-workout-input.ts';
import { BuilderClientProvider } from './builder-client-provider.tsx';
import { BuilderHeader } from './builder-header.tsx';
import { BuilderSubmitCard } from './builder-submit-card.tsx';
import { SaveAsTemplateDialog } from './save-as-template-dialog.tsx';
import { HealthBanner } from './health-banner.tsx';
import { PlanDetailsSection } from './plan-details-section.tsx';
import { PlanSetsEditor } from './plan-sets-editor.tsx';
import { StartFromTemplateDialog } from './start-from-template-dialog.tsx';

type DetailsInput = z.input<typeof workoutDetailsForm>;

function submitLabel(isEdit: boolean, saving: boolean): string {
  if (isEdit) return saving ? 'Updating...' : 'Update Workout';
  return saving ? 'Creating...' : 'Create Workout';
}

function initialState({ workout, warnings }: { workout?: Workout; warnings?: ExerciseWarning[] }) {
  if (!workout) return initialBuilderState();
  const state = stateFromWorkout(workout, warnings);
  // A completed workout is read-only: show everything at once.
  if (workout.status !== 'COMPLETED') return state;
  return {
    ...state,
    blocks: state.blocks.map((b) => ({
      ...b,
      exercises: b.exercises.map((e) => ({ ...e, expanded: true })),
    })),
  };
}

/**
 * The builder of one workout for one client: create (no workout) or edit. `warnings`: the server's
 * for a saved workout (which of its exercises meet the client's conditions).
 */
export function WorkoutBuilder({
  clientId,
  workout,
  warnings,
}: {
  clientId: string;
  workout?: Workout;
  warnings?: ExerciseWarning[] | undefined;
}) {
  const isEdit = workout !== undefined;
  const readOnly = workout?.status === 'COMPLETED';
  const [state, dispatch] = useReducer(builderReducer, { workout, warnings }, initialState);
  const [copyOpen, setCopyOpen] = useState(false);
  const navigate = useNavigate();
  const [templateOpen, setTemplateOpen] = useState(false);
  const [startOpen, setStartOpen] = useState(false);

  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors, isDirty },
  } = useForm<DetailsInput, unknown, WorkoutDetailsValues>({
    resolver: zodResolver(workoutDetailsForm),
    defaultValues: {
      name: workout?.name ?? '',
      scheduledDate: workout?.scheduledDate ?? '',
      estimatedDuration: workout?.estimatedDuration ?? null,
      description: workout?.description ?? '',
      tags: workout?.tags ?? [],
    },
  });
  const details = useWatch({ control });
  const { plan, planKey, leaveDialog, allowLeave } = usePlanLeaveGuard(state, {
    readOnly,
    detailsDirty: isDirty,
    what: 'Your changes to this workout',
  });
  const { save, saving, error } = useSaveWorkout({
    clientId,
    workout,
    plan,
    revision: `${planKey}${JSON.stringify(details)}`,
    onSaved: allowLeave,
  });

  /** The template's plan replaces the builder's; the details left empty take the template's. */
  const startFrom = (template: WorkoutTemplate) => {
    dispatch({ type: 'load', workout: template });
    const dirty = { shouldDirty: true };
    if (!getValues('name')?.trim()) setValue('name', template.name, dirty);
    if (!getValues('description')?.trim()) setValue('description', template.description, dirty);
    if (getValues('estimatedDuration') == null && template.estimatedDuration !== null)
      setValue('estimatedDuration', template.estimatedDuration, dirty);
    if (!getValues('tags')?.length) setValue('tags', template.tags, dirty);
    toast.success(`Plan from "${template.name}"`);
  };

  const exerciseIds = useMemo(
    () => state.blocks.flatMap((b) => b.exercises.map((e) => e.exerciseId)),
    [state.blocks],
  );

  return (
    <BuilderClientProvider clientId={clientId} exerciseIds={exerciseIds}>
      <form onSubmit={(e) => void handleSubmit(save)(e)} noValidate className="pb-8">
        <BuilderHeader
          clientId={clientId}
          isEdit={isEdit}
          onCopy={workout ? () => setCopyOpen(true) : null}
          onSaveAsTemplate={workout ? () => setTemplateOpen(true) : null}
          onStartFromTemplate={readOnly ? null : () => setStartOpen(true)}
        />
        <HealthBanner />
        {readOnly && (
          <p className="mb-4 flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            This workout is completed and can no longer be changed. Use Copy to plan it again.
          </p>
        )}

        <div className="space-y-4">
          <PlanDetailsSection
            title="Workout Details"
            nameLabel="Workout Name"
            namePlaceholder="e.g. Lower body strength"
            register={register}
            control={control}
            errors={errors}
            readOnly={readOnly}
            afterName={
              <TextField
                label="Workout Date"
                type="date"
                error={errors.scheduledDate?.message}
                {...register('scheduledDate')}
              />
            }
          />

          <PlanSetsEditor blocks={state.blocks} dispatch={dispatch} readOnly={readOnly} />

          {!readOnly && (
            <BuilderSubmitCard
              emptyHint="Add at least one exercise to create a workout"
              errorTitle="Error creating workout"
              cancelTo={`/trainer/clients/${clientId}`}
              submitLabel={submitLabel(isEdit, saving)}
              canSubmit={hasAnyExercise(state)}
              saving={saving}
              error={error}
            />
          )}
        </div>

        {workout && (
          <CopyWorkoutDialog
            workout={copyOpen ? workout : null}
            onClose={() => setCopyOpen(false)}
            onCopied={(copies) => {
              // Copies all for one client: open that client, where they are listed.
              const clients = new Set(copies.map((c) => c.assignedTo));
              if (clients.size === 1) void navigate(`/trainer/clients/${copies[0]!.assignedTo}`);
            }}
          />
        )}
        {workout && (
          <SaveAsTemplateDialog
            open={templateOpen}
            onClose={() => setTemplateOpen(false)}
            workoutId={workout.id}
            sourceName={workout.name}
          />
        )}
        <StartFromTemplateDialog
          open={startOpen}
          replaces={hasAnyExercise(state)}
          onClose={() => setStartOpen(false)}
          onStart={startFrom}
        />
        {leaveDialog}
      </form>
    </BuilderClientProvider>
  );
}
