import { useReducer, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Lock } from 'lucide-react';
import { templateDetailsForm, type WorkoutTemplate } from '@kinetic/contracts/templates';
import type { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useCreateTemplate } from '../api/create-template.ts';
import { useUpdateTemplate } from '../api/update-template.ts';
import { usePlanLeaveGuard } from '../hooks/use-plan-leave-guard.ts';
import { builderReducer } from '../lib/builder-reducer.ts';
import { hasAnyExercise, initialBuilderState, stateFromWorkout } from '../lib/builder-state.ts';
import { planProblem } from '../lib/to-workout-input.ts';
import { BuilderSubmitCard } from './builder-submit-card.tsx';
import { PlanDetailsSection } from './plan-details-section.tsx';
import { PlanSetsEditor } from './plan-sets-editor.tsx';

type TemplateDetailsInput = z.input<typeof templateDetailsForm>;
type TemplateDetailsValues = z.output<typeof templateDetailsForm>;
const LIBRARY = '/trainer/templates';

/**
 * The workout builder in template mode: the same sets and exercises, no client and no date. A
 * template another trainer shares opens read-only (only its owner changes it).
 */
export function TemplateBuilder({ template, userId }: { template?: WorkoutTemplate; userId: string }) {
  const navigate = useNavigate();
  const readOnly = template !== undefined && template.createdBy !== userId;
  const [state, dispatch] = useReducer(builderReducer, template, (t) =>
    t ? stateFromWorkout(t) : initialBuilderState(),
  );
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isDirty },
  } = useForm<TemplateDetailsInput, unknown, TemplateDetailsValues>({
    resolver: zodResolver(templateDetailsForm),
    defaultValues: {
      name: template?.name ?? '',
      estimatedDuration: template?.estimatedDuration ?? null,
      description: template?.description ?? '',
      tags: template?.tags ?? [],
      shared: template?.shared ?? false,
    },
  });
  const { plan, leaveDialog, allowLeave } = usePlanLeaveGuard(state, {
    readOnly,
    detailsDirty: isDirty,
    what: 'Your changes to this template',
  });

  const save = (values: TemplateDetailsValues) => {
    setSubmitted(true);
    setServerError(null);
    if (planProblem(plan)) return;
    const body = { ...values, sets: plan };
    const done = (message: string) => {
      toast.success(message);
      allowLeave();
      void navigate(LIBRARY);
    };
    const failed = (e: unknown) => setServerError(errorText(e, 'Failed to save the template'));
    if (template) {
      update.mutate(
        { id: template.id, body },
        { onSuccess: () => done('Template updated'), onError: failed },
      );
    } else {
      create.mutate(body, { onSuccess: () => done('Template created'), onError: failed });
    }
  };
  const saving = create.isPending || update.isPending;
  const error = (submitted ? planProblem(plan) : null) ?? serverError;

  return (
    <form onSubmit={(e) => void handleSubmit(save)(e)} noValidate className="pb-8">
      <PageHeader
        title={template ? (readOnly ? template.name : 'Edit Template') : 'New Template'}
        description={
          readOnly && template?.createdByName
            ? `Shared by ${template.createdByName}`
            : 'A plan to schedule again and again: no client, no date.'
        }
        spacing="mb-6"
        actions={
          <Link to={LIBRARY} className={buttonClasses('secondary')}>
            Back to templates
          </Link>
        }
      />
      {readOnly && (
        <p className="mb-4 flex items-start gap-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Another trainer shares this template: you can use it in your programs, only they can change it.
        </p>
      )}
      <div className="space-y-4">
        <PlanDetailsSection
          title="Template Details"
          nameLabel="Template Name"
          namePlaceholder="e.g. Full body A"
          register={register}
          control={control}
          errors={errors}
          readOnly={readOnly}
        >
          <Checkbox
            className="sm:col-span-2"
            label="Share with every trainer"
            hint="Other trainers can use it in their programs; only you can change it."
            {...register('shared')}
          />
        </PlanDetailsSection>
        <PlanSetsEditor blocks={state.blocks} dispatch={dispatch} readOnly={readOnly} />
        {!readOnly && (
          <BuilderSubmitCard
            emptyHint="Add at least one exercise to save a template"
            errorTitle="Error saving template"
            cancelTo={LIBRARY}
            submitLabel={saving ? 'Saving...' : template ? 'Update Template' : 'Save Template'}
            canSubmit={hasAnyExercise(state)}
            saving={saving}
            error={error}
          />
        )}
      </div>
      {leaveDialog}
    </form>
  );
}
