import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TemplateListAnswer } from '@kinetic/contracts/templates';
import { api } from '../../../lib/api-client.ts';
import { LARGEST_PAGE, pageParams, pagedQueryOptions } from '../../../lib/pages.ts';
import { templateKeys } from './template-keys.ts';

/** GET /api/templates: the trainer's own and shared templates whose name or a tag holds `search`. */
export const templatesQueryOptions = (search: string) =>
  pagedQueryOptions<TemplateListAnswer>({
    queryKey: templateKeys.list(search),
    path: '/templates',
    key: 'templates',
    filters: { search: search || undefined },
  });

export function useTemplates(search: string) {
  return useInfiniteQuery({ ...templatesQueryOptions(search), placeholderData: (previous) => previous });
}

/** The templates a trainer picks from (schedule, start from template): the first large page, by name. */
export const templatePickerQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.picker,
    queryFn: () => api.get<TemplateListAnswer>(`/templates?${pageParams(0, LARGEST_PAGE)}`),
  });

export function useTemplatePicker() {
  return useQuery(templatePickerQueryOptions());
}
