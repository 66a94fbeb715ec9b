import type { CheckInTemplateInput } from '@kinetic/contracts/check-ins';

/** A form with every kind of question and every block, for the check-ins' tests. */
export const WEEKLY: CheckInTemplateInput = {
  name: 'Weekly check-in',
  questions: [
    { id: 'energy', kind: 'scale', label: 'Energy', required: true, alert: { op: '<=', value: 3 } },
    { id: 'sleep', kind: 'number', label: 'Sleep per night', unit: 'hours', alert: { op: '<', value: 6 } },
    {
      id: 'plan',
      kind: 'yes_no',
      label: 'Followed the plan',
      required: true,
      alert: { op: '=', value: false },
    },
    { id: 'win', kind: 'short_text', label: 'Win of the week' },
    { id: 'notes', kind: 'long_text', label: 'Anything else' },
  ],
  blocks: { weight: true, measurements: true, photos: true },
};
