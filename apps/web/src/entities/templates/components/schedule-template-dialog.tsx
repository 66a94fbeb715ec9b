import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { copiesInput } from '@kinetic/contracts/calendar';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import {
  ClientsAndDates,
  targetsOf,
  targetsProblem,
  workoutCount,
  type ClientsAndDatesValue,
} from '../../workouts/components/clients-and-dates.tsx';
import { useTemplatePicker } from '../api/get-templates.ts';
import { useScheduleTemplate } from '../api/schedule-template.ts';

/** What the dialog starts with: a template (fixed when given), clients and a day. */
export interface ScheduleStart {
  templateId?: string;
  templateName?: string;
  clientIds?: string[];
  date?: string;
}

/** '1 workout scheduled', '4 workouts scheduled'. */
export const scheduledMessage = (n: number) => `${workoutCount(n)} scheduled`;

function ScheduleForm({
  start,
  onClose,
  onScheduled,
}: {
  start: ScheduleStart;
  onClose: () => void;
  onScheduled?: (workouts: WorkoutSummary[]) => void;
}) {
  const fixed = start.templateId !== undefined;
  const templates = useTemplatePicker({ enabled: !fixed });
  const schedule = useScheduleTemplate();
  const [templateId, setTemplateId] = useState(start.templateId ?? '');
  const [who, setWho] = useState<ClientsAndDatesValue>({
    clientIds: start.clientIds ?? [],
    dates: [start.date ?? ''],
  });
  const [error, setError] = useState<string | null>(null);
  const targets = targetsOf(who);
  const problem = templateId ? targetsProblem(who) : 'Choose a template';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Portalled out of any form it opens from; React would still bubble the submit up its tree.
    event.stopPropagation();
    const parsed = copiesInput.safeParse({ targets });
    if (problem || !parsed.success) {
      setError(problem ?? parsed.error?.issues[0]?.message ?? 'Choose clients and dates');
      return;
    }
    setError(null);
    schedule.mutate(
      { id: templateId, body: parsed.data },
      {
        onSuccess: ({ workouts }) => {
          toast.success(scheduledMessage(workouts.length));
          onClose();
          onScheduled?.(workouts);
        },
        onError: (e) => setError(errorText(e, 'The template could not be scheduled')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {!fixed && (
        <SelectField
          label="Template *"
          value={templateId}
          onChange={(e) => setTemplateId(e.target.value)}
          hint={
            templates.isPending
              ? 'Loading templates...'
              : templates.isError
                ? 'Your templates could not be loaded.'
                : templates.data?.templates.length === 0
                  ? 'No templates yet: save a workout as a template first.'
                  : undefined
          }
        >
          <option value="">Select a template...</option>
          {templates.data?.templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
      )}
      <ClientsAndDates value={who} onChange={setWho} />
      <FormAlert>{error}</FormAlert>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={schedule.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!templateId || targets.length === 0} loading={schedule.isPending}>
          {schedule.isPending
            ? 'Scheduling...'
            : targets.length > 1
              ? `Schedule ${targets.length} Workouts`
              : 'Schedule Workout'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Schedules a template for one or many clients on one or many days, in one call (all or none):
 * from the templates list (the template given), a client's page (the client) or a calendar day.
 */
export function ScheduleTemplateDialog({
  open,
  onClose,
  start = {},
  onScheduled,
}: {
  open: boolean;
  onClose: () => void;
  start?: ScheduleStart;
  onScheduled?: (workouts: WorkoutSummary[]) => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Schedule Template"
      description={
        start.templateName
          ? `Schedule "${start.templateName}" for one or more clients and dates.`
          : 'Choose a template, then the clients and dates it is for.'
      }
      size="lg"
    >
      {open && <ScheduleForm start={start} onClose={onClose} {...(onScheduled ? { onScheduled } : {})} />}
    </Modal>
  );
}
