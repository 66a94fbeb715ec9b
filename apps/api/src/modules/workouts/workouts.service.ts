import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import type { User } from '@kinetic/contracts/auth';
import type { copiesInput } from '@kinetic/contracts/calendar';
import {
  SCHEDULED_WORKOUTS_LIMIT_REACHED,
  type copyWorkoutInput,
  type feedbackInput,
  type Workout,
  type workoutInput,
} from '@kinetic/contracts/workouts';
import type { ExerciseWarning } from '@kinetic/contracts/conditions';
import type { TrainerWorkoutFilters } from '@kinetic/contracts/workout-lists';
import type { z } from 'zod';
import type { JsonText } from '../../db/json.ts';
import { HttpError, conflict, notFound } from '../../lib/http-error.ts';
import type { Db } from '../../db/client.ts';
import { clientDataReaders } from '../../domain/read-policy.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import { createClientAccess, type ClientsRepository } from '../clients/clients.public.ts';
import type { NewNotification, Notifier } from '../notifications/notifications.public.ts';
import { assignedNotices, createCopyWriter } from './copy-writer.ts';
import { buildPlan, freshCopy } from './workout-plan.ts';
import { createActualsSave, exerciseIdsOf } from './actuals-save.service.ts';
import { createCompletion } from './completion.service.ts';
import { COMPLETED, COMPLETED_MOVE, WORKOUT_NOT_FOUND, invalid } from './workout-refusals.ts';
import type { WorkoutPage } from './workout-lists.repository.ts';
import type { NewWorkout, OpenedWorkout, StoredWorkout, WorkoutsRepository } from './workouts.repository.ts';

type WorkoutBody = z.output<typeof workoutInput>;
type CopyBody = z.output<typeof copyWorkoutInput>;
type CopiesBody = z.output<typeof copiesInput>;
type FeedbackBody = z.output<typeof feedbackInput>;

type WithWarnings = { workout: Workout; warnings: ExerciseWarning[] };

const CLIENT_NOT_FOUND = 'Client not found';

const whole = (w: StoredWorkout): Workout => ({ ...w.summary, sets: w.plan });

/**
 * The answer's JSON text with the trainer's warnings beside the workout. Only trainers' reads take
 * this path (the client's stays the database's text as it is), so parsing it again costs little.
 */
function withWarnings<T>(answer: JsonText<T>, warnings: ExerciseWarning[]): JsonText<T> {
  return JSON.stringify({ ...(JSON.parse(answer) as object), warnings }) as JsonText<T>;
}

type Scheduled = { id: string; assignedTo: string; name: string; scheduledDate: string | null };
const on = (date: string | null) => (date ? calendarDateLabel(date) : 'no date');

/** What tells the client their trainer moved one of their workouts to another day. */
export const movedNotice = (w: Scheduled, from: string | null): NewNotification => ({
  userId: w.assignedTo,
  subjectId: null,
  kind: 'workout-moved',
  title: `Workout moved: ${w.name}`,
  body: `From ${on(from)} to ${on(w.scheduledDate)}`,
  link: `/workouts/${w.id}`,
});

/** What tells the client their trainer removed one of their workouts. */
export const removedNotice = (w: Scheduled): NewNotification => ({
  userId: w.assignedTo,
  subjectId: null,
  kind: 'workout-removed',
  title: `Workout removed: ${w.name}`,
  body: w.scheduledDate ? `It was scheduled for ${calendarDateLabel(w.scheduledDate)}` : '',
  link: '/workouts',
});

export function createWorkoutsService(deps: {
  db: Db;
  workouts: WorkoutsRepository;
  clients: ClientsRepository;
  notifier: Notifier;
  /** The warnings of a workout's plan for its client's conditions. */
  warningsFor: (workoutId: string) => Promise<ExerciseWarning[]>;
  denied: DeniedReads;
}) {
  const { db, workouts, clients, notifier, warningsFor, denied } = deps;
  const access = createClientAccess(deps);
  const writeCopies = createCopyWriter({ workouts, notifier });

  /** Writes a new workout for a client and tells them, in one transaction; answers its id. */
  async function assign(values: NewWorkout): Promise<string> {
    const { id, told } = await db.transaction(async (tx) => {
      const newId = await workouts.insert(values, tx);
      if (!newId) return { id: undefined, told: [] };
      const notices = assignedNotices([{ ...values, id: newId }]);
      return { id: newId, told: await notifier.record(notices, tx) };
    });
    if (!id) {
      throw invalid([{ path: 'assignedTo', msg: SCHEDULED_WORKOUTS_LIMIT_REACHED }]);
    }
    await notifier.announce(told);
    return id;
  }

  /** The workout if the caller is its client's trainer (clientDataReaders); otherwise 'not found'. */
  async function asTrainerOf(user: User, id: string): Promise<StoredWorkout> {
    const w = await workouts.find(id);
    if (!w || clientDataReaders.readerOf(user, w.summary.assignedTo, w.clientTrainerId) !== 'trainer')
      throw notFound(WORKOUT_NOT_FOUND);
    return w;
  }

  async function requireClientOf(trainer: User, clientId: string): Promise<void> {
    if (!(await clients.isAssigned(trainer.id, clientId))) {
      throw new HttpError(404, CLIENT_NOT_FOUND, [{ path: 'assignedTo', msg: CLIENT_NOT_FOUND }]);
    }
  }

  async function planFrom(trainer: User, body: WorkoutBody) {
    const ids = [...new Set(body.sets.flatMap((b) => b.exercises.map((e) => e.exerciseId)))];
    const [library, setTypeNames] = await Promise.all([
      workouts.exercisesByIds(ids, !trainer.roles.includes('CONSULTANT')),
      workouts.setTypeNames(),
    ]);
    const { plan, errors } = buildPlan(body.sets, library, setTypeNames);
    if (errors.length) throw invalid(errors);
    return plan;
  }

  const details = (body: WorkoutBody) => ({
    name: body.name,
    description: body.description,
    scheduledDate: body.scheduledDate,
    estimatedDuration: body.estimatedDuration,
    tags: body.tags,
  });

  /** A trainer's answer after a save: the workout and the warnings of its plan (never a refusal). */
  async function withWarningsOf(id: string): Promise<WithWarnings> {
    const [stored, warnings] = await Promise.all([workouts.find(id), warningsFor(id)]);
    return { workout: whole(stored!), warnings };
  }

  return {
    /** The session and the answer of GET /api/workouts for a client, in one query. */
    listForSession: (tokenHash: string, page: WorkoutPage) => workouts.listForSession(tokenHash, page),

    /** A page of the workouts the trainer created for clients still assigned to them. */
    listCreatedBy: (trainer: User, page: WorkoutPage, filters: TrainerWorkoutFilters) =>
      workouts.listCreatedBy(trainer.id, page, filters),

    async listOfClient(trainer: User, clientId: string, page: WorkoutPage) {
      // Another person's workouts (their notes, what they did): in the audit trail, read or refused.
      await access.require(trainer, clientId, 'workouts.read');
      return workouts.listAssignedTo(clientId, page);
    },

    /** The session and the workout to open, in one query (the hottest read). */
    openForSession: (tokenHash: string, id: string) => workouts.openForSession(tokenHash, id),

    /**
     * The answer of GET /api/workouts/{id}, if the caller is the workout's client or their trainer.
     * The client's answer is the read's as it is (each exercise's previous performance included);
     * the trainer's also carries the plan's warnings, from a second query.
     */
    async open(user: User, id: string, opened: OpenedWorkout | undefined) {
      const reader = opened && clientDataReaders.readerOf(user, opened.assignedTo, opened.clientTrainerId);
      // The client opening their own workout (the hottest read) is its owner: no entry, no cost.
      // Anyone else's read of it, their trainer's or a refused one, is in the audit trail.
      if (opened && opened.assignedTo !== user.id) {
        const allowed = reader === 'trainer';
        await denied.reads([
          { actorId: user.id, subjectId: opened.assignedTo, action: 'workouts.read', allowed },
        ]);
      }
      if (!opened || !reader) throw notFound(WORKOUT_NOT_FOUND);
      if (reader === 'client') return opened.answer;
      return withWarnings(opened.answer, await warningsFor(id));
    },

    async create(trainer: User, body: WorkoutBody): Promise<WithWarnings> {
      await requireClientOf(trainer, body.assignedTo);
      const plan = await planFrom(trainer, body);
      return withWarningsOf(
        await assign({ ...details(body), assignedTo: body.assignedTo, createdBy: trainer.id, plan }),
      );
    },

    async update(trainer: User, id: string, body: WorkoutBody): Promise<WithWarnings> {
      const existing = await asTrainerOf(trainer, id);
      if (existing.summary.status === 'COMPLETED') throw conflict(COMPLETED);
      await requireClientOf(trainer, body.assignedTo);
      const plan = await planFrom(trainer, body);
      if (!(await workouts.replacePlan(id, { ...details(body), assignedTo: body.assignedTo, plan })))
        throw conflict(COMPLETED);
      return withWarningsOf(id);
    },

    async remove(trainer: User, id: string): Promise<void> {
      const existing = await asTrainerOf(trainer, id);
      if (existing.summary.status === 'COMPLETED') throw conflict('A completed workout cannot be deleted');
      if (!(await workouts.delete(id))) throw conflict('A completed workout cannot be deleted');
      await notifier.send([removedNotice(existing.summary)]);
    },

    async copy(trainer: User, id: string, body: CopyBody): Promise<Workout> {
      const source = await asTrainerOf(trainer, id);
      await requireClientOf(trainer, body.assignedTo);
      const newId = await assign({
        assignedTo: body.assignedTo,
        createdBy: trainer.id,
        name: body.name,
        scheduledDate: body.scheduledDate,
        description: source.summary.description,
        estimatedDuration: source.summary.estimatedDuration,
        tags: source.summary.tags,
        plan: freshCopy(source.plan),
      });
      return whole((await workouts.find(newId))!);
    },

    /** One copy of the workout per target, all in one insert, or none (see createCopyWriter). */
    async copyMany(trainer: User, id: string, body: CopiesBody) {
      await asTrainerOf(trainer, id);
      return writeCopies(trainer, { kind: 'workout', id }, body.targets, body.onClash);
    },

    /** Moves a workout of the trainer's client to another day; a completed one stays (409). */
    async reschedule(trainer: User, id: string, scheduledDate: string): Promise<Workout> {
      const existing = await asTrainerOf(trainer, id);
      if (existing.summary.status === 'COMPLETED') throw conflict(COMPLETED_MOVE);
      const moved = await workouts.reschedule(id, scheduledDate);
      if (!moved) throw conflict(COMPLETED_MOVE);
      const from = existing.summary.scheduledDate;
      if (from !== scheduledDate) await notifier.send([movedNotice(moved, from)]);
      return moved;
    },

    /** What a client's save of actuals reads with the session (see createActualsSave). */
    saveViewForSession: (tokenHash: string, id: string, actuals: FeedbackBody['sets']) =>
      workouts.saveViewForSession(tokenHash, id, exerciseIdsOf(actuals)),

    /** A client's feedback on their workout (the actuals they entered), read with the session. */
    saveFeedback: createActualsSave(workouts),

    /** The session and the workout a client completes, in one query. */
    findTextForSession: (tokenHash: string, id: string) => workouts.findTextForSession(tokenHash, id),

    /** A client completes their workout, read with the session (see createCompletion). */
    complete: createCompletion({ completions: workouts, notifier }),
  };
}

export type WorkoutsService = ReturnType<typeof createWorkoutsService>;
