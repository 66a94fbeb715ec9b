import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateListAnswer } from '@kinetic/contracts/templates';
import { templateKeys } from '../../../entities/templates/api/template-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { LARGEST_PAGE, pageParams } from '../../../lib/pages.ts';

/** The templates a program's cells pick from: the library's first (largest) page, by name. */
export const templateOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...templateKeys.all, 'options'] as const,
    queryFn: () => api.get<TemplateListAnswer>(`/templates?${pageParams(0, LARGEST_PAGE)}`),
    select: (data) => data.templates.map((t) => ({ id: t.id, name: t.name, shared: t.shared })),
  });

export function useTemplateOptions() {
  return useQuery(templateOptionsQueryOptions());
}
