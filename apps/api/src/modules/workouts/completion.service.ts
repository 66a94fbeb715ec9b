import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import type { User } from '@kinetic/contracts/auth';
import { NOTHING_DONE, type SetBlock, type Workout, type completeInput } from '@kinetic/contracts/workouts';
import type { CompleteAnswer } from '@kinetic/contracts/records';
import type { z } from 'zod';
import type { Keep } from '../../lib/idempotency.ts';
import type { Notifier } from '../notifications/notifications.public.ts';
import type { StoredWorkoutText, createCompletionRepository } from './completion.repository.ts';
import { applyActuals, nothingDone, performedRecords } from './workout-plan.ts';
import { invalid, saveWhileUnchanged } from './workout-refusals.ts';
import type { ProgressionRepository } from './progression.repository.ts';
import { createProgression } from './progression.service.ts';
import { prescribedExercises } from './next-targets.ts';

type CompleteBody = z.output<typeof completeInput>;
type Completions = ReturnType<typeof createCompletionRepository> & ProgressionRepository;

/**
 * A client completes their own scheduled workout, read (with the session) as `found`: the body's
 * actuals applied to the whole plan, the performed sets appended and the personal records they set
 * found, in one statement that writes only if nothing changed the workout since (read again and
 * retried if something did), through `keep` (which keeps an Idempotency-Key with it, so that a
 * replayed answer names the records too). Their trainer is told, and the next targets the plan's
 * rules make are written in the same transaction.
 */
export function createCompletion(deps: { completions: Completions; notifier: Notifier }) {
  const { completions, notifier } = deps;
  const progress = createProgression(completions);
  return (
    client: User,
    id: string,
    found: StoredWorkoutText | undefined,
    body: CompleteBody,
    keep: Keep<CompleteAnswer>,
  ): Promise<CompleteAnswer> => {
    const completedDate = new Date(body.completedDate);
    if (completedDate.getTime() > Date.now() + 5 * 60_000) {
      throw invalid([{ path: 'completedDate', msg: 'Completed date cannot be in the future' }]);
    }
    return saveWhileUnchanged(
      client,
      found,
      (w) => w.summary,
      async (w) => {
        const { plan, errors } = applyActuals(JSON.parse(w.planJson) as SetBlock[], body.sets);
        if (errors.length) throw invalid(errors);
        // A workout with every set skipped was not done: it stays scheduled (and, once past, missed).
        if (nothingDone(plan)) throw invalid([{ path: 'sets', msg: NOTHING_DONE }]);
        const completion = {
          clientId: client.id,
          completedDate,
          pain: body.pain ?? null,
          records: performedRecords(plan),
          notice: client.trainerId
            ? {
                userId: client.trainerId,
                subjectId: client.id,
                kind: 'workout-completed' as const,
                title: `${client.firstName} ${client.lastName} completed ${w.summary.name}`,
                body: w.summary.scheduledDate
                  ? `Scheduled for ${calendarDateLabel(w.summary.scheduledDate)}`
                  : '',
                link: `/workouts/${id}`,
              }
            : undefined,
        };
        const ruled = prescribedExercises(plan);
        const from = w.summary.scheduledDate ?? completedDate.toISOString().slice(0, 10);
        const workout: Workout = {
          ...w.summary,
          status: 'COMPLETED',
          completedDate: completedDate.toISOString(),
          sets: plan,
        };
        const { notified, answer } = await keep(
          async (tx) => {
            const result = ruled.size
              ? // The completion and the targets it writes, all or nothing, even without a key's transaction.
                await tx.transaction(async (inner) => {
                  const saved = await completions.completeIfUnchanged(id, w.version, plan, completion, inner);
                  if (saved.saved) await progress(client, { id, from, ruled }, inner);
                  return saved;
                })
              : await completions.completeIfUnchanged(id, w.version, plan, completion, tx);
            return { ...result, answer: result.saved ? { workout, records: result.records } : undefined };
          },
          (result) => result.answer,
        );
        if (notified) await notifier.announce([notified]);
        return answer;
      },
      () => completions.findText(id),
    );
  };
}
