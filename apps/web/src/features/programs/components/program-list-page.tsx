import { Link } from 'react-router';
import { CalendarRange, Plus, Trash2 } from 'lucide-react';
import type { Program } from '@kinetic/contracts/programs';
import { IconButton, buttonClasses } from '../../../components/ui/button.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { EmptyState } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RoleOnly } from '../../../components/ui/role-only.tsx';
import { useDeleteConfirm } from '../../../components/ui/use-delete-confirm.tsx';
import { useDeleteProgram } from '../api/delete-program.ts';
import { usePrograms } from '../api/get-programs.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function ProgramList() {
  const query = usePrograms();
  const programs = query.data ?? [];
  const deletion = useDeleteProgram();
  const { ask, dialog } = useDeleteConfirm<Program>({
    noun: 'program',
    describe: (p) => `"${p.name}" is deleted. The workouts it scheduled stay on the clients' calendars.`,
    deletion,
  });
  return (
    <>
      <PageHeader
        title="Programs"
        description="Weeks of templates, scheduled for many clients at once."
        actions={
          <Link to="/trainer/programs/new" className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            New Program
          </Link>
        }
      />
      <ListCard
        query={query}
        count={programs.length}
        label="Programs"
        errorMessage="Your programs could not be loaded."
        empty={<EmptyState icon={CalendarRange}>No programs yet. Make one from your templates.</EmptyState>}
      >
        {programs.map((p) => (
          <li key={p.id} className="flex items-center gap-3 px-4 py-3.5 sm:px-5">
            <Link to={`/trainer/programs/${p.id}`} className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">{p.name}</span>
              <span className="block truncate text-sm text-slate-500">
                {plural(p.weeks, 'week')} · {plural(p.days.length, 'workout')}
                {p.description ? ` · ${p.description}` : ''}
              </span>
            </Link>
            <IconButton icon={Trash2} label={`Delete ${p.name}`} onClick={() => ask(p)} />
          </li>
        ))}
      </ListCard>
      {dialog}
    </>
  );
}

/** /trainer/programs: the trainer's programs; open one to edit or assign it. */
export function ProgramListPage() {
  return (
    <RoleOnly role="TRAINER" message="Access denied. Trainer access required.">
      <ProgramList />
    </RoleOnly>
  );
}
