import { useMemo, useReducer, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Info, Lock, Plus } from 'lucide-react';
import { templateDetailsForm, type WorkoutTemplate } from '@kinetic/contracts/templates';
import type { z } from 'zod';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useLeaveGuard } from '../../../components/ui/use-leave-guard.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useCreateTemplate } from '../api/create-template.ts';
import { useSetTypes } from '../api/get-set-types.ts';
import { useUpdateTemplate } from '../api/update-template.ts';
import { useExercisePicker } from '../hooks/use-exercise-picker.ts';
import { builderReducer } from '../lib/builder-reducer.ts';
import { hasAnyExercise, initialBuilderState, stateFromWorkout } from '../lib/builder-state.ts';
import { planOf, planProblem } from '../lib/to-workout-input.ts';
import { BuilderErrorBox } from './builder-error-box.tsx';
import { ExercisePicker } from './exercise-picker.tsx';
import { SetBlockCard } from './set-block-card.tsx';
import { TemplateDetailsSection, type TemplateDetailsInput } from './template-details-section.tsx';

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
  const picker = useExercisePicker(dispatch);
  const setTypes = useSetTypes();
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
  const plan = useMemo(() => planOf(state), [state]);
  const planKey = useMemo(() => JSON.stringify(plan), [plan]);
  const [initialPlanKey] = useState(planKey);
  const { dialog: leaveDialog, allowLeave } = useLeaveGuard(
    !readOnly && (isDirty || planKey !== initialPlanKey),
    'Your changes to this template',
  );

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
  const canSubmit = hasAnyExercise(state);

  return (
    <form onSubmit={(e) => void handleSubmit(save)(e)} noValidate className="pb-8">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {template ? (readOnly ? template.name : 'Edit Template') : 'New Template'}
          </h1>
          <p className="mt-1.5 text-sm text-slate-600 sm:text-base">
            {readOnly && template?.createdByName
              ? `Shared by ${template.createdByName}`
              : 'A plan to schedule again and again: no client, no date.'}
          </p>
        </div>
        <Link to={LIBRARY} className={buttonClasses('secondary')}>
          Back to templates
        </Link>
      </div>
      {readOnly && (
        <p className="mb-4 flex items-start gap-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Another trainer shares this template: you can use it in your programs, only they can change it.
        </p>
      )}
      <div className="space-y-4">
        <TemplateDetailsSection register={register} control={control} errors={errors} readOnly={readOnly} />
        <fieldset
          disabled={readOnly}
          className={cn('min-w-0 space-y-4', readOnly && '[&_[data-edit-control]]:hidden')}
        >
          <legend className="sr-only">Sets</legend>
          {state.blocks.map((block) => (
            <SetBlockCard
              key={block.key}
              block={block}
              count={state.blocks.length}
              setTypes={setTypes.data?.setTypes}
              dispatch={dispatch}
              onAddExercise={picker.openAdd}
              onChangeExercise={picker.openChange}
            />
          ))}
          {!readOnly && (
            <button
              type="button"
              onClick={() => dispatch({ type: 'addBlock' })}
              className="flex w-full items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-white/50 py-4 text-sm font-semibold text-slate-600 hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800"
            >
              <Plus aria-hidden="true" className="size-4" />
              Add Set
            </button>
          )}
        </fieldset>
        {!readOnly && (
          <Card className="space-y-3 p-4 sm:p-5">
            {!canSubmit && (
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <Info aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                Add at least one exercise to save a template
              </p>
            )}
            {error && <BuilderErrorBox title="Error saving template" message={error} />}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Link to={LIBRARY} className={buttonClasses('secondary')}>
                Cancel
              </Link>
              <Button type="submit" disabled={!canSubmit} loading={saving}>
                {saving ? 'Saving...' : template ? 'Update Template' : 'Save Template'}
              </Button>
            </div>
          </Card>
        )}
      </div>
      <ExercisePicker mode={picker.mode} onClose={picker.close} onPick={picker.pick} />
      {leaveDialog}
    </form>
  );
}
