import type { User } from '@kinetic/contracts/auth';
import type {
  completeInput,
  copyWorkoutInput,
  feedbackInput,
  Workout,
  workoutInput,
  WorkoutSummary,
} from '@kinetic/contracts/workouts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { ClientsRepository } from '../clients/clients.repository.ts';
import { applyActuals, buildPlan, freshCopy, performedRecords } from './workout-plan.ts';
import type { StoredWorkout, WorkoutsRepository } from './workouts.repository.ts';

type WorkoutBody = z.output<typeof workoutInput>;
type CopyBody = z.output<typeof copyWorkoutInput>;
type FeedbackBody = z.output<typeof feedbackInput>;
type CompleteBody = z.output<typeof completeInput>;

const WORKOUT_NOT_FOUND = 'Workout not found';
const CLIENT_NOT_FOUND = 'Client not found';
const COMPLETED = 'This workout is completed and can no longer be changed';

const has = (user: User, role: 'CLIENT' | 'TRAINER') => user.roles.includes(role);
const whole = (w: StoredWorkout): Workout => ({ ...w.summary, sets: w.plan });

function invalid(errors: { path: string; msg: string }[]): HttpError {
  return new HttpError(400, errors[0]!.msg, errors);
}

export function createWorkoutsService(deps: {
  db: Db;
  workouts: WorkoutsRepository;
  clients: ClientsRepository;
}) {
  const { db, workouts, clients } = deps;

  /** The workout if the caller is its client or that client's trainer; otherwise 'not found'. */
  async function visible(user: User, id: string): Promise<StoredWorkout> {
    const w = await workouts.find(id);
    const isClient = w && has(user, 'CLIENT') && w.summary.assignedTo === user.id;
    const isTrainer = w && has(user, 'TRAINER') && w.clientTrainerId === user.id;
    if (!w || !(isClient || isTrainer)) throw notFound(WORKOUT_NOT_FOUND);
    return w;
  }

  async function asTrainerOf(user: User, id: string): Promise<StoredWorkout> {
    const w = await workouts.find(id);
    if (!w || w.clientTrainerId !== user.id) throw notFound(WORKOUT_NOT_FOUND);
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

  /** Client feedback and completion: the caller's own, scheduled workout, changed under a row lock. */
  async function saveActuals(
    user: User,
    id: string,
    sets: FeedbackBody['sets'],
    completedDate?: Date,
  ): Promise<Workout> {
    if (!has(user, 'CLIENT')) throw forbidden();
    return db.transaction(async (tx) => {
      const w = await workouts.find(id, tx, true);
      if (!w || w.summary.assignedTo !== user.id) throw notFound(WORKOUT_NOT_FOUND);
      if (w.summary.status === 'COMPLETED') throw conflict(COMPLETED);
      const { plan, errors } = applyActuals(w.plan, sets);
      if (errors.length) throw invalid(errors);
      await workouts.saveActuals(id, plan, tx, completedDate);
      if (completedDate) {
        await workouts.appendPerformed(
          performedRecords(plan).map((r) => ({
            ...r,
            workoutId: id,
            clientId: user.id,
            performedAt: completedDate,
          })),
          tx,
        );
      }
      return {
        ...w.summary,
        ...(completedDate
          ? { status: 'COMPLETED' as const, completedDate: completedDate.toISOString() }
          : {}),
        sets: plan,
      };
    });
  }

  return {
    async listOwn(user: User): Promise<WorkoutSummary[]> {
      if (!has(user, 'CLIENT')) throw forbidden();
      return workouts.listAssignedTo(user.id);
    },

    async listCreatedBy(user: User): Promise<WorkoutSummary[]> {
      if (!has(user, 'TRAINER')) throw forbidden();
      return workouts.listCreatedBy(user.id);
    },

    async listOfClient(trainer: User, clientId: string): Promise<WorkoutSummary[]> {
      if (!(await clients.isAssigned(trainer.id, clientId))) throw notFound(CLIENT_NOT_FOUND);
      return workouts.listAssignedTo(clientId);
    },

    get: async (user: User, id: string): Promise<Workout> => whole(await visible(user, id)),

    async create(trainer: User, body: WorkoutBody): Promise<Workout> {
      await requireClientOf(trainer, body.assignedTo);
      const plan = await planFrom(trainer, body);
      const id = await workouts.insert({
        ...details(body),
        assignedTo: body.assignedTo,
        createdBy: trainer.id,
        plan,
      });
      return whole((await workouts.find(id))!);
    },

    async update(trainer: User, id: string, body: WorkoutBody): Promise<Workout> {
      const existing = await asTrainerOf(trainer, id);
      if (existing.summary.status === 'COMPLETED') throw conflict(COMPLETED);
      await requireClientOf(trainer, body.assignedTo);
      const plan = await planFrom(trainer, body);
      if (!(await workouts.replacePlan(id, { ...details(body), assignedTo: body.assignedTo, plan })))
        throw conflict(COMPLETED);
      return whole((await workouts.find(id))!);
    },

    async remove(trainer: User, id: string): Promise<void> {
      const existing = await asTrainerOf(trainer, id);
      if (existing.summary.status === 'COMPLETED') throw conflict('A completed workout cannot be deleted');
      if (!(await workouts.delete(id))) throw conflict('A completed workout cannot be deleted');
    },

    async copy(trainer: User, id: string, body: CopyBody): Promise<Workout> {
      const source = await asTrainerOf(trainer, id);
      await requireClientOf(trainer, body.assignedTo);
      const newId = await workouts.insert({
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

    saveFeedback: (client: User, id: string, body: FeedbackBody) => saveActuals(client, id, body.sets),

    complete(client: User, id: string, body: CompleteBody) {
      const completedDate = new Date(body.completedDate);
      if (completedDate.getTime() > Date.now() + 5 * 60_000) {
        throw invalid([{ path: 'completedDate', msg: 'Completed date cannot be in the future' }]);
      }
      return saveActuals(client, id, body.sets, completedDate);
    },
  };
}

export type WorkoutsService = ReturnType<typeof createWorkoutsService>;
