import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programAssignmentCalls, type MoveAssignmentInput } from '@kinetic/contracts/program-assignments';
import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

/** After a change to an assigned program: the client's programs and workout lists refresh. */
function useProgramChange<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workoutKeys.all }),
        queryClient.invalidateQueries({ queryKey: programKeys.all }),
      ]),
  });
}

/** DELETE /api/program-assignments/{id}: its upcoming workouts go, the completed ones stay. */
export const useUnassignProgram = () =>
  useProgramChange((id: string) => callApi(programAssignmentCalls.remove, { params: { id } }));

/** PATCH /api/program-assignments/{id}: a new start; its upcoming workouts shift with it. */
export const useMoveProgram = () =>
  useProgramChange(({ id, body }: { id: string; body: MoveAssignmentInput }) =>
    callApi(programAssignmentCalls.move, { params: { id }, body }),
  );

/**
 * POST /api/program-assignments/{id}/move/preview: the client's other workouts on the days the move
 * lands on, and the health warnings, before anything moves.
 */
export const usePreviewMove = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: string; body: MoveAssignmentInput }) =>
      callApi(programAssignmentCalls.movePreview, { params: { id }, body }),
  });
