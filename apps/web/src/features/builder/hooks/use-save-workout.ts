import { useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import type { Workout, WorkoutAnswer } from '@kinetic/contracts/workouts';
import { errorText } from '../../../lib/api-client.ts';
import { useCreateWorkout } from '../api/create-workout.ts';
import { useUpdateWorkout } from '../api/update-workout.ts';
import {
  planProblem,
  toWorkoutInput,
  type PlanInput,
  type WorkoutDetailsValues,
} from '../lib/to-workout-input.ts';

/**
 * Saving the builder: creates the workout (or updates `workout`), then goes back to the client.
 * The plan's first problem shows once a save was tried; the server's refusal shows until the
 * trainer changes anything (`revision` is what the trainer sees now).
 */
export function useSaveWorkout({
  clientId,
  workout,
  plan,
  revision,
  onSaved,
}: {
  clientId: string;
  workout: Workout | undefined;
  plan: PlanInput;
  revision: string;
  onSaved: () => void;
}) {
  const navigate = useNavigate();
  const create = useCreateWorkout();
  const update = useUpdateWorkout();
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; revision: string } | null>(null);

  const save = (values: WorkoutDetailsValues) => {
    setSubmitted(true);
    setServerError(null);
    if (planProblem(plan)) return;
    const body = toWorkoutInput(values, clientId, plan);
    const failed = (fallback: string) => (e: unknown) =>
      setServerError({ message: errorText(e, fallback), revision });
    const done = (message: string, answer: WorkoutAnswer) => {
      toast.success(message);
      // The server's word on the saved plan: a warning never stops the save, it is said once more.
      const warnings = answer.warnings ?? [];
      if (warnings.length > 0) {
        toast(`Saved with health warnings: ${warnings.map((w) => w.message).join('; ')}`, {
          icon: '⚠️',
          duration: 8000,
        });
      }
      onSaved();
      void navigate(`/trainer/clients/${clientId}`);
    };
    if (workout) {
      update.mutate(
        { id: workout.id, body },
        {
          onSuccess: (answer) => done('Workout updated successfully', answer),
          onError: failed('Failed to update workout'),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (answer) => done('Workout created successfully', answer),
        onError: failed('Failed to create workout'),
      });
    }
  };

  const problem = submitted ? planProblem(plan) : null;
  return {
    save,
    saving: create.isPending || update.isPending,
    error: problem ?? (serverError?.revision === revision ? serverError.message : null),
  };
}
