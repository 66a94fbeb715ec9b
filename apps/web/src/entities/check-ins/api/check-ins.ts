import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkInCalls } from '@kinetic/contracts/check-in-calls';
import type {
  CheckInAssignmentInput,
  CheckInSubmission,
  CheckInTemplateInput,
} from '@kinetic/contracts/check-ins';
import { callApi } from '../../../lib/api-client.ts';

/** The query keys of check-ins: the trainer's templates, a client's history, the client's own. */
export const checkInKeys = {
  all: ['check-ins'] as const,
  templates: ['check-ins', 'templates'] as const,
  template: (id: string) => ['check-ins', 'templates', id] as const,
  ofClient: (clientId: string) => ['check-ins', 'client', clientId] as const,
  current: ['check-ins', 'current'] as const,
};

export function useCheckInTemplates() {
  return useQuery({ queryKey: checkInKeys.templates, queryFn: () => callApi(checkInCalls.templates, {}) });
}

export function useCheckInTemplate(id: string | undefined) {
  return useQuery({
    queryKey: checkInKeys.template(id ?? ''),
    queryFn: () => callApi(checkInCalls.template, { params: { id: id! } }),
    enabled: Boolean(id),
  });
}

/** The trainer's changes of their templates: each reads the templates again once done. */
export function useCheckInTemplateWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: checkInKeys.templates });
  return {
    create: useMutation({
      mutationFn: (body: CheckInTemplateInput) => callApi(checkInCalls.createTemplate, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: CheckInTemplateInput }) =>
        callApi(checkInCalls.updateTemplate, { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => callApi(checkInCalls.removeTemplate, { params: { id } }),
      onSuccess,
    }),
  };
}

/** A client's weekly check-in form and check-ins, for their trainer. */
export function useClientCheckIns(clientId: string) {
  return useQuery({
    queryKey: checkInKeys.ofClient(clientId),
    queryFn: () => callApi(checkInCalls.ofClient, { params: { id: clientId } }),
  });
}

export function useCheckInAssignmentWrites(clientId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: checkInKeys.all });
  return {
    assign: useMutation({
      mutationFn: (body: CheckInAssignmentInput) =>
        callApi(checkInCalls.assign, { params: { id: clientId }, body }),
      onSuccess,
    }),
    unassign: useMutation({
      mutationFn: () => callApi(checkInCalls.unassign, { params: { id: clientId } }),
      onSuccess,
    }),
  };
}

/** The signed-in client's current check-in. */
export function useCurrentCheckIn() {
  return useQuery({ queryKey: checkInKeys.current, queryFn: () => callApi(checkInCalls.current, {}) });
}

export function useSubmitCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dueDate, body }: { dueDate: string; body: CheckInSubmission }) =>
      callApi(checkInCalls.submit, { params: { dueDate }, body }),
    onSuccess: (answer) =>
      queryClient.setQueryData(checkInKeys.current, (old: unknown) =>
        old && typeof old === 'object' ? { ...old, checkIn: answer.checkIn } : old,
      ),
  });
}
