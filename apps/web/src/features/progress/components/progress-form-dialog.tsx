import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { PROGRESS_TYPE_NAMES, progressInput, type ProgressEntry } from '@kinetic/contracts/progress';
import { Button } from '../../../components/ui/button.tsx';
import { todayCalendarDate } from '../../../lib/calendar-date.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import { useCreateProgress } from '../api/create-progress.ts';
import { defaultUnit, unitsOf } from '../lib/progress-units.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

type ProgressFormInput = z.input<typeof progressInput>;
type ProgressFormValues = z.output<typeof progressInput>;

const FIELDS = ['type', 'value', 'unit', 'date', 'notes'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

function ProgressForm({
  entries,
  onDone,
  onBusyChange,
}: {
  entries: readonly ProgressEntry[];
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const creation = useCreateProgress();
  const weightUnit = useWeightUnit();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProgressFormInput, unknown, ProgressFormValues>({
    resolver: zodResolver(progressInput),
    defaultValues: {
      type: 'Body weight',
      unit: defaultUnit('Body weight', entries, weightUnit),
      date: todayCalendarDate(),
      notes: '',
    },
  });
  const type = useWatch({ control, name: 'type' });
  const units = unitsOf(type);
  // A new type gets its unit once its unit options are on screen (a select cannot take a value
  // that is not yet among its options).
  const shownType = useRef(type);
  const entriesRef = useRef(entries);
  useEffect(() => {
    entriesRef.current = entries;
  }, [entries]);
  useEffect(() => {
    if (shownType.current === type) return;
    shownType.current = type;
    setValue('unit', defaultUnit(type, entriesRef.current, weightUnit));
  }, [type, setValue, weightUnit]);

  const submit = handleSubmit(async (values) => {
    onBusyChange(true);
    try {
      await creation.mutateAsync(values);
      toast.success('Progress logged');
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errors.length > 0) {
        error.errors.forEach((e, index) => {
          if (isField(e.path))
            setError(e.path, { type: 'server', message: e.msg }, { shouldFocus: index === 0 });
          else toast.error(e.msg);
        });
      } else {
        toast.error(errorText(error, 'Failed to log progress'));
      }
    } finally {
      onBusyChange(false);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      <SelectField
        label="Type"
        options={PROGRESS_TYPE_NAMES}
        error={errors.type?.message}
        {...register('type')}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-3">
        <TextField
          label="Value"
          type="number"
          inputMode="decimal"
          step="any"
          error={errors.value?.message}
          {...register('value', { valueAsNumber: true })}
        />
        <SelectField label="Unit" options={units} error={errors.unit?.message} {...register('unit')} />
      </div>
      <TextField
        label="Date"
        type="date"
        max={todayCalendarDate()}
        error={errors.date?.message}
        {...register('date')}
      />
      <TextareaField
        label="Notes"
        rows={2}
        placeholder="Optional, e.g. morning, before breakfast"
        error={errors.notes?.message}
        {...register('notes')}
      />
      <FormActions onCancel={onDone} busy={isSubmitting} className="border-t border-slate-200 pt-4">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save entry'}
        </Button>
      </FormActions>
    </form>
  );
}

/**
 * 'Log Progress': type, value, a unit that fits the type (the one its latest entry used), date
 * (today), notes. `entries`: the client's entries so far.
 */
export function ProgressFormDialog({
  open,
  onClose,
  entries,
}: {
  open: boolean;
  onClose: () => void;
  entries: readonly ProgressEntry[];
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title="Log Progress"
      description="Record a measurement. Your charts update as soon as it is saved."
    >
      {open && <ProgressForm entries={entries} onDone={onClose} onBusyChange={setBusy} />}
    </Modal>
  );
}
