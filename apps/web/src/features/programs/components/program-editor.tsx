import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { CalendarPlus } from 'lucide-react';
import { DESCRIPTION_MAX, NAME_MAX } from '@kinetic/contracts/workouts';
import { programInput, type Program } from '@kinetic/contracts/programs';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useLeaveGuard } from '../../../components/ui/use-leave-guard.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useCreateProgram } from '../api/create-program.ts';
import { useTemplateOptions } from '../api/get-template-options.ts';
import { useUpdateProgram } from '../api/update-program.ts';
import { daysOf, gridOf } from '../lib/program-grid.ts';
import { AssignProgramDialog } from './assign-program-dialog.tsx';
import { WeekGrid, type TemplateOption } from './week-grid.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

type Errors = Partial<Record<'name' | 'description' | 'days' | 'form', string>>;

/** The program editor: name, description and the week grid; a saved program is assigned from here. */
export function ProgramEditor({ program }: { program?: Program }) {
  const navigate = useNavigate();
  const [name, setName] = useState(program?.name ?? '');
  const [description, setDescription] = useState(program?.description ?? '');
  const [grid, setGrid] = useState(() => gridOf(program));
  const [errors, setErrors] = useState<Errors>({});
  const [assignOpen, setAssignOpen] = useState(false);
  const library = useTemplateOptions();
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const saving = create.isPending || update.isPending;

  const body = { name, description, weeks: grid.weeks, days: daysOf(grid) };
  const revision = JSON.stringify(body);
  const [savedRevision, setSavedRevision] = useState(revision);
  const dirty = revision !== savedRevision;
  const { dialog: leaveDialog, allowLeave } = useLeaveGuard(dirty, 'Your changes to this program');

  // A cell may name a template the library page left out (or no longer lists): keep its name.
  const templates = useMemo<TemplateOption[]>(() => {
    const options: TemplateOption[] = library.data ?? [];
    const known = new Set(options.map((t) => t.id));
    const extra = (program?.days ?? [])
      .filter((d) => !known.has(d.templateId))
      .map((d) => ({ id: d.templateId, name: d.templateName }));
    return [...options, ...new Map(extra.map((t) => [t.id, t])).values()];
  }, [library.data, program]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = programInput.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'name' || issue.path[0] === 'description' ? issue.path[0] : 'days';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const failed = (e: unknown) => setErrors({ form: errorText(e, 'Failed to save the program') });
    if (program) {
      update.mutate(
        { id: program.id, body: parsed.data },
        {
          onSuccess: () => {
            setSavedRevision(revision);
            toast.success('Program saved');
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(parsed.data, {
        onSuccess: ({ program: created }) => {
          toast.success('Program saved');
          allowLeave();
          void navigate(`/trainer/programs/${created.id}`, { replace: true });
        },
        onError: failed,
      });
    }
  };

  return (
    <form onSubmit={save} noValidate className="space-y-4 pb-8">
      <PageHeader
        title={program ? 'Edit Program' : 'New Program'}
        description="Weeks of training: a template on each training day, rest on the others."
        spacing=""
        actions={
          <>
            <Link to="/trainer/programs" className={buttonClasses('secondary')}>
              Back to programs
            </Link>
            {program && (
              <Button
                variant="secondary"
                onClick={() => setAssignOpen(true)}
                disabled={dirty}
                title={dirty ? 'Save your changes first' : undefined}
              >
                <CalendarPlus aria-hidden="true" className="size-4" />
                Assign
              </Button>
            )}
          </>
        }
      />
      <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
        <TextField
          label="Program Name"
          value={name}
          maxLength={NAME_MAX}
          placeholder="e.g. Four-week strength start"
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextareaField
          label="Description"
          className="sm:col-span-2"
          rows={2}
          maxLength={DESCRIPTION_MAX}
          value={description}
          error={errors.description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Card>
      {library.isError && (
        <LoadError
          message="Your templates could not be loaded."
          onRetry={() => void library.refetch()}
          compact
        />
      )}
      {library.data?.length === 0 && (
        <p className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-800">
          Your template library is empty.{' '}
          <Link to="/trainer/templates/new" className="font-semibold underline">
            Make a template
          </Link>{' '}
          to put it on the program&apos;s days.
        </p>
      )}
      <WeekGrid grid={grid} onChange={setGrid} templates={templates} />
      {(errors.days || errors.form) && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700">
          {errors.days ?? errors.form}
        </p>
      )}
      <FormActions cancelTo="/trainer/programs">
        <Button type="submit" loading={saving} disabled={program !== undefined && !dirty}>
          {saving ? 'Saving...' : 'Save Program'}
        </Button>
      </FormActions>
      {program && (
        <AssignProgramDialog open={assignOpen} onClose={() => setAssignOpen(false)} program={program} />
      )}
      {leaveDialog}
    </form>
  );
}
