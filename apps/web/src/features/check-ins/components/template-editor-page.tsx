import { useState } from 'react';
import toast from 'react-hot-toast';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Plus } from 'lucide-react';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import { CHECK_IN_NAME_MAX, CHECK_IN_QUESTIONS_MAX } from '@kinetic/contracts/check-ins';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCheckInTemplate, useCheckInTemplateWrites } from '../../../entities/check-ins/api/check-ins.ts';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { QuestionEditor } from './question-editor.tsx';
import {
  blankQuestion,
  emptyTemplate,
  formProblems,
  toBody,
  toForm,
  type TemplateForm,
} from './template-form-values.ts';

const LIST = '/check-ins/templates';

/** /check-ins/templates/new and /check-ins/templates/:id: a check-in template to make or change. */
export function TemplateEditorPage() {
  const { id } = useParams();
  const loaded = useCheckInTemplate(id);
  if (id && loaded.isPending) return <LoadingState label="Loading the template..." />;
  if (id && loaded.isError)
    return <LoadError message={CHECK_IN_TEXTS.loadError} onRetry={() => void loaded.refetch()} />;
  const initial = loaded.data ? toForm(loaded.data.template) : emptyTemplate();
  return <TemplateEditor key={id ?? 'new'} id={id} initial={initial} />;
}

function TemplateEditor({ id, initial }: { id?: string; initial: TemplateForm }) {
  const navigate = useNavigate();
  const writes = useCheckInTemplateWrites();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm<TemplateForm>({ defaultValues: initial });
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const found = formProblems(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    try {
      const body = toBody(values);
      if (id) await writes.update.mutateAsync({ id, body });
      else await writes.create.mutateAsync(body);
      toast.success(CHECK_IN_TEXTS.saved);
      void navigate(LIST);
    } catch (error) {
      const fields = isApiError(error) && error.status === 400 ? error.errors : [];
      if (fields.length) setProblems(Object.fromEntries(fields.map((e) => [e.path, e.msg])));
      else setProblem(errorText(error, 'The template could not be saved'));
    }
  });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={id ? CHECK_IN_TEXTS.editTemplate : CHECK_IN_TEXTS.newTemplate}
        description="The questions your clients answer each week, and what raises an alert for you."
      />
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <Card className="space-y-4 p-4 sm:p-5">
          <TextField
            label={CHECK_IN_TEXTS.templateName}
            maxLength={CHECK_IN_NAME_MAX}
            error={problems.name}
            {...register('name')}
          />
        </Card>
        <Card className="space-y-3 p-4 sm:p-5">
          <h2 className="text-base font-semibold text-slate-900">Questions</h2>
          {problems.questions && <p className="text-sm text-red-600">{problems.questions}</p>}
          <ol className="space-y-3">
            {questions.fields.map((field, index) => (
              <QuestionEditor
                key={field.key}
                index={index}
                count={questions.fields.length}
                control={control}
                register={register}
                problems={problems}
                onMove={(to) => questions.move(index, to)}
                onRemove={() => questions.remove(index)}
              />
            ))}
          </ol>
          <Button
            type="button"
            variant="secondary"
            disabled={questions.fields.length >= CHECK_IN_QUESTIONS_MAX}
            onClick={() => questions.append(blankQuestion())}
          >
            <Plus aria-hidden="true" className="size-4" />
            {CHECK_IN_TEXTS.addQuestion}
          </Button>
        </Card>
        <Card className="space-y-3 p-4 sm:p-5">
          <h2 className="text-base font-semibold text-slate-900">{CHECK_IN_TEXTS.blocks}</h2>
          <Checkbox label={CHECK_IN_TEXTS.blockWeight} {...register('blocks.weight')} />
          <Checkbox label={CHECK_IN_TEXTS.blockMeasurements} {...register('blocks.measurements')} />
          <Checkbox label={CHECK_IN_TEXTS.blockPhotos} {...register('blocks.photos')} />
        </Card>
        <FormAlert>{problem}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={LIST} className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <SubmitButton pending={formState.isSubmitting} pendingLabel="Saving...">
            {CHECK_IN_TEXTS.save}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
