import { useCallback, useMemo, useReducer, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { CopyPlus, Info, Lock, Plus } from 'lucide-react';
import { workoutDetailsForm, type Workout } from '@kinetic/contracts/workouts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useLeaveGuard } from '../../../components/ui/use-leave-guard.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useClientPicker } from '../../../entities/clients/api/get-clients.ts';
import { useCreateWorkout } from '../api/create-workout.ts';
import { useSetTypes } from '../api/get-set-types.ts';
import { useUpdateWorkout } from '../api/update-workout.ts';
import {
  builderReducer,
  hasAnyExercise,
  initialBuilderState,
  stateFromWorkout,
  type PickedExercise,
} from '../lib/builder-reducer.ts';
import { planOf, planProblem, toWorkoutInput, type WorkoutDetailsValues } from '../lib/to-workout-input.ts';
import { BuilderErrorBox } from './builder-error-box.tsx';
import { CopyWorkoutDialog } from './copy-workout-dialog.tsx';
import { ExercisePicker } from './exercise-picker.tsx';
import { SetBlockCard } from './set-block-card.tsx';
import { WorkoutDetailsSection, type DetailsInput } from './workout-details-section.tsx';

type PickerTarget =
  { mode: 'add'; blockKey: string } | { mode: 'change'; blockKey: string; exerciseKey: string };

function initialState(workout: Workout | undefined) {
  if (!workout) return initialBuilderState();
  const state = stateFromWorkout(workout);
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

/** The builder of one workout for one client: create (no workout) or edit. */
export function WorkoutBuilder({ clientId, workout }: { clientId: string; workout?: Workout }) {
  const navigate = useNavigate();
  const isEdit = workout !== undefined;
  const readOnly = workout?.status === 'COMPLETED';
  const [state, dispatch] = useReducer(builderReducer, workout, initialState);
  const [picker, setPicker] = useState<PickerTarget | null>(null);
  const [copyOpen, setCopyOpen] = useState(false);
  /** Set by the first attempt to save: from then on, the plan's first problem shows as it is now. */
  const [submitted, setSubmitted] = useState(false);
  /** The server's refusal, shown until the trainer changes anything. */
  const [serverError, setServerError] = useState<{ message: string; revision: string } | null>(null);
  const setTypes = useSetTypes();
  const clients = useClientPicker();
  const create = useCreateWorkout();
  const update = useUpdateWorkout();
  const saving = create.isPending || update.isPending;
  const client = clients.data?.clients.find((c) => c.id === clientId);

  const {
    register,
    handleSubmit,
    control,
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
  const plan = useMemo(() => planOf(state), [state]);
  const planKey = useMemo(() => JSON.stringify(plan), [plan]);
  const [initialPlanKey] = useState(planKey);
  const revision = `${planKey}${JSON.stringify(details)}`;
  const { dialog: leaveDialog, allowLeave } = useLeaveGuard(
    !readOnly && (isDirty || planKey !== initialPlanKey),
    'Your changes to this workout',
  );

  const openAddPicker = useCallback((blockKey: string) => setPicker({ mode: 'add', blockKey }), []);
  const openChangePicker = useCallback(
    (blockKey: string, exerciseKey: string) => setPicker({ mode: 'change', blockKey, exerciseKey }),
    [],
  );
  const closePicker = useCallback(() => setPicker(null), []);
  const pick = useCallback(
    (exercise: PickedExercise) => {
      if (!picker) return;
      if (picker.mode === 'add') dispatch({ type: 'addExercise', blockKey: picker.blockKey, exercise });
      else
        dispatch({
          type: 'changeExercise',
          blockKey: picker.blockKey,
          exerciseKey: picker.exerciseKey,
          exercise,
        });
      setPicker(null);
    },
    [picker],
  );

  const canSubmit = hasAnyExercise(state);
  const problem = submitted ? planProblem(plan) : null;
  const error = problem ?? (serverError?.revision === revision ? serverError.message : null);

  const onValid = (values: WorkoutDetailsValues) => {
    setSubmitted(true);
    setServerError(null);
    if (planProblem(plan)) return;
    const body = toWorkoutInput(values, clientId, plan);
    const failed = (fallback: string) => (e: unknown) =>
      setServerError({ message: errorText(e, fallback), revision });
    const done = (message: string) => {
      toast.success(message);
      allowLeave();
      void navigate(`/trainer/clients/${clientId}`);
    };
    if (workout) {
      update.mutate(
        { id: workout.id, body },
        {
          onSuccess: () => done('Workout updated successfully'),
          onError: failed('Failed to update workout'),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => done('Workout created successfully'),
        onError: failed('Failed to create workout'),
      });
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(onValid)(e)} noValidate className="pb-8">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {isEdit ? 'Edit Workout' : 'Create Workout'}
          </h1>
          <p className="mt-1.5 text-sm text-slate-600 sm:text-base">
            {client ? `For ${client.firstName} ${client.lastName}` : 'Plan the sets, exercises and targets.'}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link to={`/trainer/clients/${clientId}`} className={buttonClasses('secondary')}>
            Cancel
          </Link>
          {workout && (
            <Button variant="secondary" onClick={() => setCopyOpen(true)}>
              <CopyPlus aria-hidden="true" className="size-4" />
              Copy
            </Button>
          )}
        </div>
      </div>

      {readOnly && (
        <p className="mb-4 flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          This workout is completed and can no longer be changed. Use Copy to plan it again.
        </p>
      )}

      <div className="space-y-4">
        <WorkoutDetailsSection register={register} control={control} errors={errors} readOnly={readOnly} />

        <fieldset
          disabled={readOnly}
          className={cn('min-w-0 space-y-4', readOnly && '[&_[data-edit-control]]:hidden')}
        >
          <legend className="sr-only">Sets</legend>
          {state.blocks.map((block) => (
            <SetBlockCard
              key={block.key}
              block={block}
              count={state.blocks.length}
              setTypes={setTypes.data?.setTypes}
              dispatch={dispatch}
              onAddExercise={openAddPicker}
              onChangeExercise={openChangePicker}
            />
          ))}
          {!readOnly && (
            <button
              type="button"
              onClick={() => dispatch({ type: 'addBlock' })}
              className="flex w-full items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-white/50 py-4 text-sm font-semibold text-slate-600 hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800"
            >
              <Plus aria-hidden="true" className="size-4" />
              Add Set
            </button>
          )}
        </fieldset>

        {!readOnly && (
          <Card className="space-y-3 p-4 sm:p-5">
            {!canSubmit && (
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <Info aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                Add at least one exercise to create a workout
              </p>
            )}
            {error && <BuilderErrorBox title="Error creating workout" message={error} />}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Link to={`/trainer/clients/${clientId}`} className={buttonClasses('secondary')}>
                Cancel
              </Link>
              <Button type="submit" disabled={!canSubmit} loading={saving}>
                {isEdit
                  ? saving
                    ? 'Updating...'
                    : 'Update Workout'
                  : saving
                    ? 'Creating...'
                    : 'Create Workout'}
              </Button>
            </div>
          </Card>
        )}
      </div>

      <ExercisePicker mode={picker?.mode ?? null} onClose={closePicker} onPick={pick} />
      {workout && (
        <CopyWorkoutDialog
          open={copyOpen}
          onClose={() => setCopyOpen(false)}
          workoutId={workout.id}
          sourceName={workout.name}
        />
      )}
      {leaveDialog}
    </form>
  );
}
