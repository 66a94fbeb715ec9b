import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateCalls } from '@kinetic/contracts/templates';
import { templateKeys } from '../../../entities/templates/api/template-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { LARGEST_PAGE } from '../../../lib/pages.ts';

/** The templates a program's cells pick from: the library's first (largest) page, by name. */
export const templateOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...templateKeys.all, 'options'] as const,
    queryFn: () => callApi(templateCalls.list, { query: { limit: LARGEST_PAGE, offset: 0 } }),
    select: (data) => data.templates.map((t) => ({ id: t.id, name: t.name, shared: t.shared })),
  });

export function useTemplateOptions() {
  return useQuery(templateOptionsQueryOptions());
}
