import { useInfiniteQuery } from '@tanstack/react-query';
import type { TemplateListAnswer } from '@kinetic/contracts/templates';
import { pagedQueryOptions } from '../../../lib/pages.ts';
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
