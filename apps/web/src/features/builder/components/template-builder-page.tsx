import { Navigate, useParams } from 'react-router';
import { PageLoadError } from '../../../components/ui/page-load-error.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useTemplate } from '../../../entities/templates/api/get-template.ts';
import { errorText } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { BuilderErrorBox } from './builder-error-box.tsx';
import { TemplateBuilder } from './template-builder.tsx';

function EditTemplate({ id, userId }: { id: string; userId: string }) {
  const { data, isPending, isError, error } = useTemplate(id);
  if (isPending) return <LoadingState label="Loading template..." />;
  if (isError) {
    return (
      <PageLoadError title="Template" backTo="/trainer/templates" backLabel="Back to templates">
        <BuilderErrorBox title="Error" message={errorText(error, 'The template could not be loaded')} />
      </PageLoadError>
    );
  }
  return <TemplateBuilder key={data.id} template={data} userId={userId} />;
}

/** /trainer/templates/new and /trainer/templates/{id}: the template editor (trainers only). */
export function TemplateBuilderPage() {
  const activeRole = useAuthStore((s) => s.activeRole);
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const { id } = useParams();
  if (activeRole !== 'TRAINER') return <Navigate to="/dashboard" replace />;
  if (!id || id === 'new') return <TemplateBuilder userId={userId} />;
  return <EditTemplate key={id} id={id} userId={userId} />;
}
