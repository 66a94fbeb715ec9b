import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import type { ClientWarning } from '@kinetic/contracts/conditions';
import type { User } from '@kinetic/contracts/auth';
import {
  ASSIGN_WORKOUTS_MAX,
  ASSIGN_WORKOUTS_MESSAGE,
  programDayDate,
  programFitsCalendar,
  type assignProgramInput,
  type Program,
  type programInput,
} from '@kinetic/contracts/programs';
import type { z } from 'zod';
import { PROGRAM_ASSIGNMENTS_LIMIT_REACHED } from '@kinetic/contracts/program-assignments';
import type { ScheduleClash, SchedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { ClientsRepository } from '../clients/clients.public.ts';
import type { TemplatesRepository } from '../templates/templates.public.ts';
import { SCHEDULED_WORKOUTS_LIMIT_REACHED } from '@kinetic/contracts/workouts';
import type { Notifier } from '../notifications/notifications.public.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import { withoutClashes, type PlannedWorkout } from '../workouts/workouts.public.ts';
import type { ProgramAssignmentsRepository } from './program-assignments.repository.ts';
import { loadsByClient } from './assigned-loads.ts';
import { maxKey, type TrainingMaxLookup } from '../records/records.public.ts';
import type { ProgramsRepository } from './programs.repository.ts';

type ProgramBody = z.output<typeof programInput>;
type AssignBody = z.output<typeof assignProgramInput>;

const PROGRAM_NOT_FOUND = 'Program not found';
const CLIENT_NOT_FOUND = 'Client not found';
const TEMPLATE_NOT_FOUND = 'Template not found';

export function createProgramsService(deps: {
  programs: ProgramsRepository;
  assignments: ProgramAssignmentsRepository;
  trainingMaxes: TrainingMaxLookup;
  notifier: Notifier;
  /** The warnings each client gets from these templates (their conditions). */
  warningsFor: (clientIds: string[], templateIds: string[]) => Promise<ClientWarning[]>;
  templates: TemplatesRepository;
  clients: ClientsRepository;
  denied: DeniedReads;
  /** Which of these clients are the trainer's. */
  reachable: (trainerId: string, clientIds: string[]) => Promise<Set<string>>;
  /** The workouts the clients already have on the days planned for them. */
  findClashes: (planned: PlannedWorkout[]) => Promise<ScheduleClash[]>;
}) {
  const {
    programs,
    assignments,
    templates,
    clients,
    notifier,
    warningsFor,
    denied,
    reachable,
    findClashes,
    trainingMaxes,
  } = deps;

  async function own(trainer: User, id: string): Promise<Program> {
    const found = await programs.find(trainer.id, id);
    if (!found) throw notFound(PROGRAM_NOT_FOUND);
    return found;
  }

  /** Every day must name a template the trainer may use (their own or a shared one). */
  async function checkTemplates(trainer: User, days: { templateId: string }[]) {
    const usable = await templates.usableIds(trainer.id, [...new Set(days.map((d) => d.templateId))]);
    const errors = days.flatMap((d, i) =>
      usable.has(d.templateId) ? [] : [{ path: `days.${i}.templateId`, msg: TEMPLATE_NOT_FOUND }],
    );
    if (errors.length) throw new HttpError(400, errors[0]!.msg, errors);
  }

  /**
   * The loads of the templates' percentage prescriptions for each client (undefined when no template
   * has one): a read of the templates that hold one, the clients' units and training maxes.
   */
  async function loadsFor(templateIds: string[], clientIds: string[]) {
    const slots = await assignments.percentSlotsOf([...new Set(templateIds)]);
    if (!slots.length) return undefined;
    const exerciseIds = [...new Set(slots.map((s) => s.exerciseId))];
    const [units, maxes] = await Promise.all([
      assignments.unitsOf(clientIds),
      trainingMaxes(clientIds, exerciseIds),
    ]);
    return loadsByClient(slots, units, (clientId, exerciseId) => maxes.get(maxKey(clientId, exerciseId)));
  }

  /** The trainer's program and the days assigning it from the start date schedules, within bounds. */
  async function planOf(trainer: User, id: string, body: AssignBody) {
    const program = await own(trainer, id);
    if (!programFitsCalendar(body.startDate, program.weeks)) {
      throw new HttpError(400, 'The program would run past the year 9999', [
        { path: 'startDate', msg: 'The program would run past the year 9999' },
      ]);
    }
    // A template its owner has since stopped sharing can no longer be scheduled.
    await checkTemplates(trainer, program.days);
    const days = program.days.flatMap((d) => {
      const scheduledDate = programDayDate(body.startDate, d.week, d.dayOfWeek);
      return scheduledDate ? [{ templateId: d.templateId, scheduledDate }] : [];
    });
    if (days.length * body.clientIds.length > ASSIGN_WORKOUTS_MAX) {
      throw new HttpError(400, ASSIGN_WORKOUTS_MESSAGE, [
        { path: 'clientIds', msg: ASSIGN_WORKOUTS_MESSAGE },
      ]);
    }
    return { program, days };
  }

  /** The clients' warnings for the program's templates: a read of their conditions, so audited. */
  async function warningsOf(trainer: User, clientIds: string[], days: { templateId: string }[]) {
    await denied.allowedReads(trainer.id, clientIds, 'conditions.read');
    return warningsFor(clientIds, [...new Set(days.map((d) => d.templateId))]);
  }

  return {
    list: async (trainer: User) => ({ programs: await programs.list(trainer.id) }),

    open: own,

    async create(trainer: User, body: ProgramBody): Promise<Program> {
      await checkTemplates(trainer, body.days);
      return own(trainer, await programs.insert(trainer.id, body));
    },

    async update(trainer: User, id: string, body: ProgramBody): Promise<Program> {
      await own(trainer, id);
      await checkTemplates(trainer, body.days);
      if (!(await programs.update(trainer.id, id, body))) throw notFound(PROGRAM_NOT_FOUND);
      return own(trainer, id);
    },

    async remove(trainer: User, id: string): Promise<void> {
      if (!(await programs.delete(trainer.id, id))) throw notFound(PROGRAM_NOT_FOUND);
    },

    /**
     * What assigning would do, before anything is written: the workouts the clients already have on
     * the program's days, how many workouts each choice schedules, and the health warnings.
     */
    async preview(trainer: User, id: string, body: AssignBody): Promise<SchedulePreviewAnswer> {
      const { days } = await planOf(trainer, id, body);
      const mine = await reachable(trainer.id, body.clientIds);
      if (body.clientIds.some((c) => !mine.has(c))) {
        throw new HttpError(404, CLIENT_NOT_FOUND, [{ path: 'clientIds', msg: CLIENT_NOT_FOUND }]);
      }
      const planned = body.clientIds.flatMap((assignedTo) => days.map((d) => ({ ...d, assignedTo })));
      const clashes = await findClashes(planned);
      return {
        workouts: {
          keep: planned.length,
          replace: planned.length,
          skip: withoutClashes(planned, clashes).length,
        },
        clashes,
        warnings: await warningsOf(trainer, body.clientIds, days),
      };
    },

    /**
     * Schedules the program for every client from the start date's week: one workout per client and
     * program day (days before the start date are skipped; on days a client already trains, as the
     * coach chose), all or nothing.
     */
    async assign(trainer: User, id: string, body: AssignBody) {
      const { program, days } = await planOf(trainer, id, body);
      const assigned = await assignments.assign(
        {
          trainerId: trainer.id,
          programId: program.id,
          programName: program.name,
          weeks: program.weeks,
          startDate: body.startDate,
          clientIds: body.clientIds,
          days,
          onClash: body.onClash,
          loads: await loadsFor(
            days.map((d) => d.templateId),
            body.clientIds,
          ),
        },
        // One notice per client, not one per workout: a program can schedule dozens at once.
        (made, tx) =>
          notifier.record(
            body.clientIds.map((clientId) => {
              const theirs = made.filter((w) => w.assignedTo === clientId).length;
              return {
                userId: clientId,
                subjectId: null,
                kind: 'workout-assigned' as const,
                title: `New program: ${program.name}`,
                body: `${theirs} workout${theirs === 1 ? '' : 's'} from ${calendarDateLabel(body.startDate)}`,
                link: '/client/calendar',
              };
            }),
            tx,
          ),
      );
      if ('refused' in assigned) {
        if (assigned.refused === 'foreign') {
          throw new HttpError(404, CLIENT_NOT_FOUND, [{ path: 'clientIds', msg: CLIENT_NOT_FOUND }]);
        }
        const refused = assigned.clientIds;
        const msg =
          assigned.refused === 'full' ? SCHEDULED_WORKOUTS_LIMIT_REACHED : PROGRAM_ASSIGNMENTS_LIMIT_REACHED;
        throw new HttpError(
          400,
          msg,
          body.clientIds.flatMap((c, i) => (refused.has(c) ? [{ path: `clientIds.${i}`, msg }] : [])),
        );
      }
      await notifier.announce(assigned.also);
      const created = assigned.workouts;
      const order = new Map(body.clientIds.map((c, i) => [c, i]));
      created.sort(
        (x, y) =>
          order.get(x.assignedTo)! - order.get(y.assignedTo)! ||
          x.scheduledDate.localeCompare(y.scheduledDate),
      );
      const warnings = await warningsOf(trainer, body.clientIds, days);
      return { workouts: created, warnings, replaced: assigned.replaced, skipped: assigned.skipped };
    },

    /** The programs assigned to one of the trainer's clients. */
    async ofClient(trainer: User, clientId: string) {
      if (!(await clients.isAssigned(trainer.id, clientId))) throw notFound(CLIENT_NOT_FOUND);
      return { assignments: await assignments.ofClient(clientId) };
    },
  };
}

export type ProgramsService = ReturnType<typeof createProgramsService>;
