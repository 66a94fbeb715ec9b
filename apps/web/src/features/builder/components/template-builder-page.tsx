import { Link, Navigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
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
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Template</h1>
        <BuilderErrorBox title="Error" message={errorText(error, 'The template could not be loaded')} />
        <Link to="/trainer/templates" className={buttonClasses('secondary')}>
          Back to templates
        </Link>
      </div>
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
