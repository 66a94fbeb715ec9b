import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programCalls, type AssignProgramInput } from '@kinetic/contracts/programs';
import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/programs/{id}/assign (201 { workouts }); the workout and program lists refresh. */
export function useAssignProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AssignProgramInput }) =>
      callApi(programCalls.assign, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workoutKeys.all }),
        queryClient.invalidateQueries({ queryKey: programKeys.all }),
      ]),
  });
}
