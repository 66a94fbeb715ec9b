import type { User } from '@kinetic/contracts/auth';
import {
  ADJUSTMENT_NOTIFICATION_TITLE,
  ADJUSTMENT_TARGETS_CHANGED,
  NO_ADJUSTMENT_MESSAGES,
  addDays,
  adjustmentDecided,
  adjustmentNotificationBody,
  isoWeekOf,
  proposeAdjustment,
  weeklyAverages,
  type AdjustmentAnswer,
  type AdjustmentDecisionAnswer,
  type NutritionAdjustment,
  type SetTargets,
} from '@kinetic/contracts/nutrition-adjustments';
import { calendarDayIn } from '@kinetic/contracts/time-and-units';
import type { Db } from '../../db/client.ts';
import { takeClientTurn } from '../../domain/client-turn.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import type { ClientAccess } from '../clients/clients.public.ts';
import type { Notifier } from '../notifications/notifications.public.ts';
import type { AdjustmentsRepository } from './adjustments.repository.ts';
import type { NutritionRepository } from './nutrition.repository.ts';

type Decision = { kind: 'approve'; edited: SetTargets | null } | { kind: 'dismiss' };

type Day = SetTargets['day'];
const sameDay = (a: Day | null, b: Day | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    (['kcal', 'protein', 'carbs', 'fat', 'fiber'] as const).every((k) => a[k] === b[k]));
/** Whether the targets are still those the adjustment was proposed from. */
const unchanged = (now: SetTargets | null, then: SetTargets) =>
  now !== null &&
  sameDay(now.day, then.day) &&
  sameDay(now.restDay, then.restDay) &&
  now.goalRateKgPerWeek === then.goalRateKgPerWeek;

/**
 * The weekly calorie adjustment (decision 0036): proposed on the trainer's first read of the week,
 * then approved as proposed, approved with edits, or dismissed, once.
 */
export function createAdjustmentsService(deps: {
  db: Db;
  adjustments: AdjustmentsRepository;
  nutrition: NutritionRepository;
  audit: AuditRepository;
  notifier: Notifier;
  requireClientOf: ClientAccess['require'];
}) {
  const { db, adjustments, nutrition, audit, notifier, requireClientOf } = deps;

  /** This week's adjustment, made now when the client's data calls for one and none was made yet. */
  async function current(trainer: User, clientId: string): Promise<AdjustmentAnswer> {
    await requireClientOf(trainer, clientId, 'nutrition.read');
    const zone = await adjustments.timeZoneOf(clientId);
    const today = calendarDayIn(zone) ?? new Date().toISOString().slice(0, 10);
    const { week, monday } = isoWeekOf(today);
    const made = await adjustments.ofWeek(clientId, week);
    if (made) return { week, adjustment: made, none: null, weeks: made.weeks };

    const [weighings, targets] = await Promise.all([
      adjustments.weighings(clientId, addDays(monday, -21), addDays(monday, -1)),
      nutrition.targets(clientId),
    ]);
    const weeks = weeklyAverages(weighings, monday);
    const outcome = proposeAdjustment(weeks, targets);
    if (outcome.kind === 'none')
      return {
        week,
        adjustment: null,
        none: { reason: outcome.reason, message: NO_ADJUSTMENT_MESSAGES[outcome.reason] },
        weeks,
      };
    const adjustment = await adjustments.create({
      clientId,
      week,
      weeks,
      reasoning: outcome.reasoning,
      rateKgPerWeek: outcome.rateKgPerWeek,
      goalRateKgPerWeek: outcome.goalRateKgPerWeek,
      kcalChange: outcome.kcalChange,
      current: {
        day: targets!.day,
        restDay: targets!.restDay,
        goalRateKgPerWeek: targets!.goalRateKgPerWeek,
      },
      proposed: outcome.proposed,
    });
    return { week, adjustment, none: null, weeks };
  }

  /** Decides a pending adjustment, all in one transaction; a decided one answers 409. */
  async function decide(
    trainer: User,
    clientId: string,
    id: string,
    decision: Decision,
  ): Promise<{ adjustment: NutritionAdjustment; targets: AdjustmentDecisionAnswer['targets'] | null }> {
    await requireClientOf(trainer, clientId, 'nutrition.write');
    const { answer, written } = await db.transaction(async (tx) => {
      await takeClientTurn(tx, clientId);
      const pending = await adjustments.forDecision(clientId, id, tx);
      if (!pending) throw notFound('Adjustment not found');
      if (pending.status !== 'pending') throw conflict(adjustmentDecided(pending.status));
      /** The decision in the audit trail, with the write. */
      const recordDecision = (decided: string) =>
        audit.record(
          {
            actorId: trainer.id,
            subjectId: clientId,
            action: 'nutrition.write',
            allowed: true,
            detail: `weekly adjustment ${pending.week} ${decided}`,
          },
          tx,
        );
      if (decision.kind === 'dismiss') {
        const adjustment = await adjustments.decide(
          id,
          { status: 'dismissed', applied: null, by: trainer.id },
          tx,
        );
        await recordDecision('dismissed');
        return { answer: { adjustment, targets: null }, written: [] };
      }
      const edited = decision.edited !== null;
      // Approving as proposed would undo a change the trainer made since: the edit shows it.
      if (!edited && !unchanged(await nutrition.targets(clientId, tx), pending.current))
        throw conflict(ADJUSTMENT_TARGETS_CHANGED);
      const applied = decision.edited ?? pending.proposed;
      const targets = await nutrition.setTargets(clientId, trainer.id, applied, tx);
      const adjustment = await adjustments.decide(
        id,
        { status: edited ? 'edited' : 'approved', applied, by: trainer.id },
        tx,
      );
      await recordDecision(edited ? 'approved with edits' : 'approved');
      const written = await notifier.record(
        [
          {
            userId: clientId,
            subjectId: trainer.id,
            kind: 'nutrition-targets',
            title: ADJUSTMENT_NOTIFICATION_TITLE,
            body: adjustmentNotificationBody(applied, pending.current, pending.reasoning, edited),
            link: '/client/meals',
          },
        ],
        tx,
      );
      return { answer: { adjustment, targets }, written };
    });
    await notifier.announce(written);
    return answer;
  }

  return {
    current,

    async approve(trainer: User, clientId: string, id: string, edited: SetTargets | null) {
      const { adjustment, targets } = await decide(trainer, clientId, id, { kind: 'approve', edited });
      return { adjustment, targets: targets! };
    },

    async dismiss(trainer: User, clientId: string, id: string) {
      const { adjustment } = await decide(trainer, clientId, id, { kind: 'dismiss' });
      return { adjustment };
    },
  };
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
