import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { templateCalls } from '@kinetic/contracts/templates';
import { callApi } from '../../../lib/api-client.ts';
import { LARGEST_PAGE, pagedQueryOptions } from '../../../lib/pages.ts';
import { templateKeys } from './template-keys.ts';

/** GET /api/templates: the trainer's own and shared templates whose name or a tag holds `search`. */
export const templatesQueryOptions = (search: string) =>
  pagedQueryOptions({
    queryKey: templateKeys.list(search),
    call: templateCalls.list,
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
    queryFn: () => callApi(templateCalls.list, { query: { limit: LARGEST_PAGE, offset: 0 } }),
  });

export function useTemplatePicker() {
  return useQuery(templatePickerQueryOptions());
}
