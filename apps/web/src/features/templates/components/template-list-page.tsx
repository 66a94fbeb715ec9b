import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, ClipboardList, Plus, Trash2 } from 'lucide-react';
import type { TemplateSummary } from '@kinetic/contracts/templates';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, IconButton, buttonClasses } from '../../../components/ui/button.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { EmptyState } from '../../../components/ui/list-states.tsx';
import { pagingOf } from '../../../components/ui/load-more.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RoleOnly } from '../../../components/ui/role-only.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { useDeleteConfirm } from '../../../components/ui/use-delete-confirm.tsx';
import { useTemplates } from '../../../entities/templates/api/get-templates.ts';
import { ScheduleTemplateDialog } from '../../../entities/templates/components/schedule-template-dialog.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { loadedItems } from '../../../lib/pages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDeleteTemplate } from '../api/delete-template.ts';

function TemplateRow({
  template,
  own,
  onDelete,
  onSchedule,
}: {
  template: TemplateSummary;
  own: boolean;
  onDelete: () => void;
  onSchedule: () => void;
}) {
  const count = template.exerciseCount;
  return (
    <li className="flex items-center gap-3 px-4 py-3.5 sm:px-5">
      <Link to={`/trainer/templates/${template.id}`} className="min-w-0 flex-1 hover:underline-offset-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-slate-900">{template.name}</span>
          {template.shared && <Badge className="bg-brand-50 text-brand-800 ring-brand-200">Shared</Badge>}
        </span>
        <span className="block truncate text-sm text-slate-500">
          {count} {count === 1 ? 'exercise' : 'exercises'}
          {template.estimatedDuration ? ` · ${template.estimatedDuration} min` : ''}
          {template.tags.length ? ` · ${template.tags.join(', ')}` : ''}
          {!own && template.createdByName ? ` · by ${template.createdByName}` : ''}
        </span>
      </Link>
      <Button variant="secondary" size="sm" aria-label={`Schedule ${template.name}`} onClick={onSchedule}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Schedule</span>
      </Button>
      {own && <IconButton icon={Trash2} label={`Delete ${template.name}`} onClick={onDelete} />}
    </li>
  );
}

function TemplateList() {
  const userId = useAuthStore((s) => s.user?.id);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const query = useTemplates(term);
  const { data, isPending } = query;
  const { items, total } = useMemo(() => loadedItems(data, 'templates'), [data]);
  const deletion = useDeleteTemplate();
  const [scheduling, setScheduling] = useState<TemplateSummary | null>(null);
  const { ask, dialog } = useDeleteConfirm<TemplateSummary>({
    noun: 'template',
    describe: (t) =>
      `"${t.name}" leaves your library and the programs that use it. Workouts made from it stay.`,
    deletion,
  });

  return (
    <>
      <PageHeader
        title="Templates"
        description="Workout plans to schedule again: yours and those other trainers share."
        actions={
          <Link to="/trainer/templates/new" className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            New Template
          </Link>
        }
      />
      <SearchBox
        className="mb-4"
        label="Search templates"
        placeholder="Search by name or tag..."
        value={search}
        onChange={setSearch}
        searching={query.isFetching && !query.isFetchingNextPage && !isPending}
      />
      <ListCard
        query={query}
        count={items.length}
        label="Templates"
        errorMessage="Your templates could not be loaded."
        empty={
          <EmptyState icon={ClipboardList}>
            {term
              ? 'No templates match your search.'
              : 'No templates yet. Save a workout as a template or make a new one.'}
          </EmptyState>
        }
        loadMore={{ paging: pagingOf(query, { shown: items.length, total }), noun: 'templates' }}
      >
        {items.map((t) => (
          <TemplateRow
            key={t.id}
            template={t}
            own={t.createdBy === userId}
            onDelete={() => ask(t)}
            onSchedule={() => setScheduling(t)}
          />
        ))}
      </ListCard>
      {dialog}
      <ScheduleTemplateDialog
        open={scheduling !== null}
        onClose={() => setScheduling(null)}
        start={scheduling ? { templateId: scheduling.id, templateName: scheduling.name } : {}}
      />
    </>
  );
}

/** /trainer/templates: the template library, searched and paged; the owner deletes theirs. */
export function TemplateListPage() {
  return (
    <RoleOnly role="TRAINER" message="Access denied. Trainer access required.">
      <TemplateList />
    </RoleOnly>
  );
}
