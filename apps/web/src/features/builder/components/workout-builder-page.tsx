import { useCallback, useReducer, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { AlertCircle, CopyPlus, Info, Lock, Plus } from 'lucide-react';
import { DESCRIPTION_MAX, workoutDetailsForm, type Workout } from '@kinetic/contracts/workouts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { CollapsibleSection } from '../../../components/ui/collapsible-section.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useClients } from '../api/get-clients.ts';
import { useCreateWorkout } from '../api/create-workout.ts';
import { useSetTypes } from '../api/get-set-types.ts';
import { useUpdateWorkout } from '../api/update-workout.ts';
import { useWorkout } from '../api/get-workout.ts';
import {
  builderReducer,
  hasAnyExercise,
  initialBuilderState,
  stateFromWorkout,
  type PickedExercise,
} from '../lib/builder-reducer.ts';
import { planProblem, toWorkoutInput, type WorkoutDetailsValues } from '../lib/to-workout-input.ts';
import { CopyWorkoutDialog } from './copy-workout-dialog.tsx';
import { ExercisePicker } from './exercise-picker.tsx';
import { SetBlockCard } from './set-block-card.tsx';

type DetailsInput = z.input<typeof workoutDetailsForm>;

type PickerTarget =
  { mode: 'add'; blockKey: string } | { mode: 'change'; blockKey: string; exerciseKey: string };

function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.error || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

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

function ErrorBox({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="min-w-0">
        <p className="text-sm font-semibold text-red-800">{title}</p>
        <p className="mt-0.5 text-sm break-words text-red-700">{message}</p>
      </div>
    </div>
  );
}

function Builder({ clientId, workout }: { clientId: string; workout?: Workout }) {
  const navigate = useNavigate();
  const isEdit = workout !== undefined;
  const readOnly = workout?.status === 'COMPLETED';
  const [state, dispatch] = useReducer(builderReducer, workout, initialState);
  const [detailsOpen, setDetailsOpen] = useState(true);
  const [picker, setPicker] = useState<PickerTarget | null>(null);
  const [copyOpen, setCopyOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setTypes = useSetTypes();
  const clients = useClients();
  const create = useCreateWorkout();
  const update = useUpdateWorkout();
  const saving = create.isPending || update.isPending;
  const client = clients.data?.clients.find((c) => c.id === clientId);

  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
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
  const descriptionLength = (useWatch({ control, name: 'description' }) ?? '').length;

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

  const onValid = (details: WorkoutDetailsValues) => {
    const body = toWorkoutInput(details, clientId, state);
    const problem = planProblem(body);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const done = (message: string) => {
      toast.success(message);
      void navigate(`/trainer/clients/${clientId}`);
    };
    if (workout) {
      update.mutate(
        { id: workout.id, body },
        {
          onSuccess: () => done('Workout updated successfully'),
          onError: (e) => setError(serverMessage(e, 'Failed to update workout')),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => done('Workout created successfully'),
        onError: (e) => setError(serverMessage(e, 'Failed to create workout')),
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
        <CollapsibleSection
          title="Workout Details"
          open={detailsOpen}
          onToggle={() => setDetailsOpen((v) => !v)}
        >
          <fieldset disabled={readOnly} className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Workout Name"
              maxLength={100}
              placeholder="e.g. Lower body strength"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label="Workout Date"
              type="date"
              error={errors.scheduledDate?.message}
              {...register('scheduledDate')}
            />
            <TextField
              label="Target Duration (minutes)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={errors.estimatedDuration?.message}
              {...register('estimatedDuration', {
                setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
              })}
            />
            <TextareaField
              label="Description"
              className="sm:col-span-2"
              rows={3}
              maxLength={DESCRIPTION_MAX}
              hint={`${descriptionLength}/${DESCRIPTION_MAX}`}
              error={errors.description?.message}
              {...register('description')}
            />
          </fieldset>
        </CollapsibleSection>

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
            {error && <ErrorBox title="Error creating workout" message={error} />}
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
    </form>
  );
}

function EditBuilder({ clientId, workoutId }: { clientId: string; workoutId: string }) {
  const { data, isPending, isError, error } = useWorkout(workoutId);
  if (isPending) return <LoadingState label="Loading workout..." />;
  if (isError) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Edit Workout</h1>
        <ErrorBox title="Error" message={serverMessage(error, 'Failed to fetch workout')} />
        <Link to={`/trainer/clients/${clientId}`} className={buttonClasses('secondary')}>
          Back to client
        </Link>
      </div>
    );
  }
  return <Builder key={data.workout.id} clientId={clientId} workout={data.workout} />;
}

/** The workout builder (trainer only): create (no workoutId) or edit a client's workout. */
export function WorkoutBuilderPage() {
  const activeRole = useAuthStore((s) => s.activeRole);
  const [params] = useSearchParams();
  const clientId = params.get('clientId');
  const workoutId = params.get('workoutId');
  if (activeRole !== 'TRAINER') return <Navigate to="/dashboard" replace />;
  if (!clientId) return <Navigate to="/trainer/clients" replace />;
  if (workoutId) return <EditBuilder key={workoutId} clientId={clientId} workoutId={workoutId} />;
  return <Builder key={clientId} clientId={clientId} />;
}
