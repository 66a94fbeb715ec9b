import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateCalls } from '@kinetic/contracts/templates';
import { callApi, retryUnlessNotFound } from '../../../lib/api-client.ts';
import { templateKeys } from './template-keys.ts';

/** GET /api/templates/{id}: one template with its plan. */
export const templateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: templateKeys.detail(id),
    queryFn: () => callApi(templateCalls.one, { params: { id } }),
    select: (data) => data.template,
    retry: retryUnlessNotFound,
  });

export function useTemplate(id: string) {
  return useQuery(templateQueryOptions(id));
}
