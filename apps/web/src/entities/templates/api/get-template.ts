import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateAnswer } from '@kinetic/contracts/templates';
import { api, isApiError } from '../../../lib/api-client.ts';
import { templateKeys } from './template-keys.ts';

/** GET /api/templates/{id}: one template with its plan. */
export const templateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: templateKeys.detail(id),
    queryFn: () => api.get<TemplateAnswer>(`/templates/${encodeURIComponent(id)}`),
    select: (data) => data.template,
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });

export function useTemplate(id: string) {
  return useQuery(templateQueryOptions(id));
}
