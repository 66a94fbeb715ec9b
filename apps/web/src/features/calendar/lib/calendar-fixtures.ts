import type { CalendarWorkout } from '@kinetic/contracts/calendar';

// The people and workouts the calendar's component tests show: one definition, so that a field
// added to a workout summary is added here once.

export const ALEX = { id: '00000000-0000-4000-8000-0000000000a1', firstName: 'Alex', lastName: 'Chen' };
export const SAM = { id: '00000000-0000-4000-8000-0000000000a2', firstName: 'Sam', lastName: 'Rivera' };

/** A scheduled workout on the calendar, Alex's unless `extra` says otherwise. */
export const calendarWorkout = (
  id: string,
  name: string,
  scheduledDate: string,
  extra: Partial<CalendarWorkout> = {},
): CalendarWorkout => ({
  id,
  name,
  description: '',
  status: 'SCHEDULED',
  scheduledDate,
  completedDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  estimatedDuration: null,
  tags: [],
  assignedTo: ALEX.id,
  createdBy: null,
  programAssignmentId: null,
  client: ALEX,
  ...extra,
});
