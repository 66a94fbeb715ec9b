import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { RoleOnly } from '../../../components/ui/role-only.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useProgram } from '../api/get-program.ts';
import { ProgramEditor } from './program-editor.tsx';

function EditProgram({ id }: { id: string }) {
  const { data, isPending, isError, error } = useProgram(id);
  if (isPending) return <LoadingState label="Loading program..." />;
  if (isError) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Program</h1>
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700">
          {errorText(error, 'The program could not be loaded')}
        </p>
        <Link to="/trainer/programs" className={buttonClasses('secondary')}>
          Back to programs
        </Link>
      </div>
    );
  }
  // Keyed by the saved version: a save shows what the server stored.
  return <ProgramEditor key={`${data.id}${data.updatedAt}`} program={data} />;
}

/** /trainer/programs/new and /trainer/programs/{id}. */
export function ProgramEditorPage() {
  const { id } = useParams();
  return (
    <RoleOnly role="TRAINER" message="Access denied. Trainer access required.">
      {!id || id === 'new' ? <ProgramEditor /> : <EditProgram key={id} id={id} />}
    </RoleOnly>
  );
}
