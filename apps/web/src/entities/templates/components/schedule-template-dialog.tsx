import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { CopiesAnswer } from '@kinetic/contracts/calendar';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { clientNamer, useClientPicker } from '../../clients/api/get-clients.ts';
import { useCopiesCalls } from '../../workouts/api/copies.ts';
import {
  ClientsAndDates,
  copiesBody,
  targetsOf,
  targetsProblem,
  workoutCount,
  type ClientsAndDatesValue,
} from '../../workouts/components/clients-and-dates.tsx';
import { OpenedReview, usePreviewedWrite } from '../../workouts/components/review-step.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

/** What the dialog starts with: a template (fixed when given), clients and a day. */
export interface ScheduleStart {
  templateId?: string;
  templateName?: string;
  clientIds?: string[];
  date?: string;
}

/** '1 workout scheduled', '4 workouts scheduled'. */
export const scheduledMessage = (n: number) => `${workoutCount(n)} scheduled`;

const scheduleLabel = (n: number) => `Schedule ${n} ${n === 1 ? 'Workout' : 'Workouts'}`;

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
  const clients = useClientPicker();
  const [templateId, setTemplateId] = useState(start.templateId ?? '');
  const [who, setWho] = useState<ClientsAndDatesValue>({
    clientIds: start.clientIds ?? [],
    dates: [start.date ?? ''],
  });
  const flow = usePreviewedWrite({
    id: templateId,
    ...useCopiesCalls('template'),
    failure: 'The template could not be scheduled',
    onWritten: ({ workouts }: CopiesAnswer) => {
      toast.success(scheduledMessage(workouts.length));
      onClose();
      onScheduled?.(workouts);
    },
  });
  const { error, busy } = flow;
  const targets = targetsOf(who);
  const problem = templateId ? targetsProblem(who) : 'Choose a template';

  const submit = (event: FormEvent) =>
    flow.submit(event, copiesBody(targets, problem, 'Choose clients and dates'));

  if (flow.step.review) {
    return (
      <OpenedReview
        flow={flow}
        nameOf={clientNamer(clients.data?.clients)}
        confirmLabel={scheduleLabel}
        pendingLabel="Scheduling..."
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {!fixed && <TemplatePicker value={templateId} onChange={setTemplateId} />}
      <ClientsAndDates value={who} onChange={setWho} />
      <FormAlert>{error}</FormAlert>
      <FormActions onCancel={onClose} busy={busy} className="pt-1">
        <Button type="submit" disabled={!templateId || targets.length === 0} loading={busy}>
          {busy ? 'Scheduling...' : targets.length > 1 ? scheduleLabel(targets.length) : 'Schedule Workout'}
        </Button>
      </FormActions>
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
