import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MoveAssignmentAnswer,
  MoveAssignmentInput,
  UnassignAnswer,
} from '@kinetic/contracts/program-assignments';
import type { SchedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { api } from '../../../lib/api-client.ts';

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
  useProgramChange((id: string) =>
    api.delete<UnassignAnswer>(`/program-assignments/${encodeURIComponent(id)}`),
  );

/** PATCH /api/program-assignments/{id}: a new start; its upcoming workouts shift with it. */
export const useMoveProgram = () =>
  useProgramChange(({ id, body }: { id: string; body: MoveAssignmentInput }) =>
    api.patch<MoveAssignmentAnswer>(`/program-assignments/${encodeURIComponent(id)}`, body),
  );

/**
 * POST /api/program-assignments/{id}/move/preview: the client's other workouts on the days the move
 * lands on, and the health warnings, before anything moves.
 */
export const usePreviewMove = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: string; body: MoveAssignmentInput }) =>
      api.post<SchedulePreviewAnswer>(`/program-assignments/${encodeURIComponent(id)}/move/preview`, body),
  });
