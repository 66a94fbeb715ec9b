import { useParams } from 'react-router';
import { PageLoadError } from '../../../components/ui/page-load-error.tsx';
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
      <PageLoadError title="Program" backTo="/trainer/programs" backLabel="Back to programs">
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700">
          {errorText(error, 'The program could not be loaded')}
        </p>
      </PageLoadError>
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
