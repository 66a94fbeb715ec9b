import {
  ATTENTION_FACT_MAX,
  INACTIVE_DAYS,
  LOW_ADHERENCE,
  NOTHING_LOGGED_DAYS,
  NUTRITION_OFF_TARGET_DAYS,
  type Adherence,
  type AttentionClient,
  type AttentionKind,
  type AttentionReason,
} from '@kinetic/contracts/attention';
import { createHash } from 'node:crypto';
import { CONDITION_LABELS, type Condition } from '@kinetic/contracts/conditions';
import { COMPLIANCE_DAYS, judgeDays, shiftDay, weekOf } from '@kinetic/contracts/nutrition-compliance';
import { ONBOARDING_FORMS } from '@kinetic/contracts/onboarding';
import { intakeFlags, toAnswers, type StoredAnswers } from '../onboarding/onboarding.public.ts';
import type { NutritionWeek } from '../nutrition/nutrition.public.ts';
import type { ClearedReason, ClientFacts, PainFact, UnsafeWorkout } from './attention.repository.ts';
import { DAY } from '../../lib/durations.ts';

/** How much each reason weighs in the ranking: what can hurt the client first. */
const WEIGHT: Record<AttentionKind, number> = {
  'pain-note': 50,
  contraindicated: 45,
  'new-flags': 40,
  'missed-workout': 30,
  'intake-pending': 25,
  'low-adherence': 20,
  'nutrition-off-target': 18,
  inactive: 15,
  'nothing-logged': 12,
  'check-in-alert': 35,
  'check-in-overdue': 16,
  'nothing-scheduled': 10,
};

export const adherence = (scheduled: number, completed: number): Adherence => ({
  scheduled,
  completed,
  ratio: scheduled ? completed / scheduled : null,
});

// A calendar date as people say it ("Mon 23 Nov"); the date has no time zone of its own.
const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayName = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`)).replace(',', '');

const percent = (a: Adherence) => `${Math.round((a.ratio ?? 0) * 100)}%`;
const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 119).trimEnd()}…` : text);

/**
 * Health flags that appeared within the last 14 days: those of the intake as it is now that it did
 * not raise as it stood 14 days ago (all of them for a client whose intake is that recent).
 */
export function newFlags(versions: StoredAnswers[], now: number): string[] {
  const since = now - 14 * DAY;
  if (!versions.some((v) => v.createdAt.getTime() >= since)) return [];
  const before = new Set(
    intakeFlags(toAnswers(versions.filter((v) => v.createdAt.getTime() < since))).map((f) => f.code),
  );
  return intakeFlags(toAnswers(versions))
    .filter((f) => !before.has(f.code))
    .map((f) => f.label);
}

/** Which workout a pain came with: " after Legs on Mon 23 Nov". */
const after = (pain: PainFact) => ` after ${pain.name}${pain.date ? ` on ${dayName(pain.date)}` : ''}`;

/** What the trainer reads of a pain: what the client reported, or the note that told of it. */
const painDetail = (pain: PainFact) =>
  pain.level !== null
    ? `Reported pain${pain.area ? ` in ${excerpt(pain.area)}` : ''}, ${pain.level}/10,${after(pain)}`
    : `Wrote: “${excerpt(pain.note ?? '')}”${after(pain)}`;

/** How many flagged workouts the detail names before "and N more". */
const UNSAFE_NAMED = 3;

/** The upcoming workouts that meet the client's conditions, named with the exercise and condition. */
function contraindicated(unsafe: UnsafeWorkout[]): AttentionReason {
  const named = unsafe.slice(0, UNSAFE_NAMED).map((w) => {
    const condition = CONDITION_LABELS[w.condition as Condition]?.toLowerCase() ?? w.condition;
    return `${w.name} on ${dayName(w.date)} (${w.exercise}: ${condition})`;
  });
  const more = unsafe.length - named.length;
  const ids = unsafe.map((w) => w.id);
  return {
    kind: 'contraindicated',
    detail: `Contraindicated for their conditions: ${named.join(', ')}${more ? ` and ${more} more` : ''}`,
    workoutId: ids[0],
    workoutIds: ids,
    // The flagged workouts and why: another workout or condition is a new fact.
    fact: createHash('sha256')
      .update(
        unsafe
          .map((w) => `${w.id}:${w.condition}`)
          .sort()
          .join(','),
      )
      .digest('hex'),
  };
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * The nutrition reasons of a client with targets: days logged and off target (days not logged are
 * the other reason's), and a diary quiet for days since the last entry or since targets were set.
 */
function nutritionReasons(n: NutritionWeek): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  const last = n.days[n.days.length - 1];
  if (!last) return reasons;
  const today = shiftDay(last.date, 1);
  const judged = judgeDays(n.targets, n.days);
  const off = judged.filter((d) => d.status === 'off-target');
  if (off.length >= NUTRITION_OFF_TARGET_DAYS)
    reasons.push({
      kind: 'nutrition-off-target',
      detail: `Off nutrition targets on ${off.length} of the last ${COMPLIANCE_DAYS} days`,
      // A new day off target is news again; the newest one is what the trainer saw.
      fact: off[off.length - 1]!.date,
    });
  const setOn = n.setAt.slice(0, 10);
  const quietSince = n.lastLogged && n.lastLogged > setOn ? n.lastLogged : setOn;
  const quiet = daysBetween(quietSince, today);
  if (quiet >= NOTHING_LOGGED_DAYS)
    reasons.push({
      kind: 'nothing-logged',
      detail: n.lastLogged
        ? `Nothing in the food diary for ${daysBetween(n.lastLogged, today)} days (last on ${dayName(n.lastLogged)})`
        : `Nothing in the food diary since targets were set ${quiet} days ago`,
      fact: n.lastLogged ?? 'never',
    });
  return reasons;
}

/** A check-in whose answers hit an alert rule, and one passed its due day unsent. */
function checkInReasons({ alerted, overdue }: ClientFacts['checkIn']): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (alerted)
    reasons.push({
      kind: 'check-in-alert',
      detail: `Check-in of ${dayName(alerted.dueDate)}: ${alerted.alerts.map((a) => excerpt(a.text)).join('; ')}`,
      fact: alerted.id,
    });
  if (overdue)
    reasons.push({
      kind: 'check-in-overdue',
      detail: `Check-in due ${dayName(overdue)} not sent`,
      fact: overdue,
    });
  return reasons;
}

/**
 * Why a client needs their trainer now, from the facts; the most serious first. Each reason names
 * the facts that raised it (`fact`): a trainer's clearing covers those, and a new one raises it again.
 */
export function reasonsFor(facts: ClientFacts, flags: string[], now: number): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  const a7 = adherence(facts.scheduled7, facts.completed7);
  const a30 = adherence(facts.scheduled30, facts.completed30);
  const pain = facts.painNote;
  if (pain)
    reasons.push({
      kind: 'pain-note',
      detail: painDetail(pain),
      workoutId: pain.workoutId,
      fact: pain.workoutId,
    });
  if (facts.unsafe.length) reasons.push(contraindicated(facts.unsafe));
  if (flags.length)
    reasons.push({
      kind: 'new-flags',
      detail: `New health flags: ${flags.join(', ')}`,
      fact: flags.join('|').slice(0, ATTENTION_FACT_MAX),
    });
  const missed = facts.missed;
  if (missed?.recent)
    reasons.push({
      kind: 'missed-workout',
      detail: `Missed ${missed.name} on ${dayName(missed.date)}`,
      workoutId: missed.id,
      fact: missed.id,
    });
  if (facts.intakeForms < ONBOARDING_FORMS.length)
    reasons.push({
      kind: 'intake-pending',
      detail: facts.intakeForms
        ? `Sent ${facts.intakeForms} of ${ONBOARDING_FORMS.length} intake forms`
        : 'Has not started the intake forms',
      fact: 'intake',
    });
  const low = [
    a7.ratio !== null && a7.ratio < LOW_ADHERENCE && `${percent(a7)} of workouts done in the last 7 days`,
    a30.ratio !== null && a30.ratio < LOW_ADHERENCE && `${percent(a30)} in the last 30 days`,
  ].filter(Boolean);
  // A new miss makes it news again; the last one is what the trainer saw.
  if (low.length) reasons.push({ kind: 'low-adherence', detail: low.join('; '), fact: missed?.id ?? 'none' });
  const clientFor = now - facts.createdAt.getTime();
  const quietSince = facts.lastCompletedAt?.getTime();
  if (
    clientFor >= INACTIVE_DAYS * DAY &&
    (quietSince === undefined || now - quietSince >= INACTIVE_DAYS * DAY)
  )
    reasons.push({
      kind: 'inactive',
      detail: quietSince
        ? `No workout completed for ${Math.floor((now - quietSince) / DAY)} days`
        : 'No workout completed yet',
      fact: facts.lastCompletedAt?.toISOString() ?? 'never',
    });
  if (facts.nutrition) reasons.push(...nutritionReasons(facts.nutrition));
  if (facts.checkIn) reasons.push(...checkInReasons(facts.checkIn));
  if (facts.upcoming === 0)
    reasons.push({
      kind: 'nothing-scheduled',
      detail: 'Nothing scheduled for the coming week',
      fact: facts.lastPlanned ?? 'never',
    });
  return reasons;
}

/** Whether the trainer cleared this reason, its facts as they are now, and a snooze has not ended. */
export const isCleared = (reason: AttentionReason, cleared: ClearedReason[], now: number) =>
  cleared.some(
    (c) =>
      c.kind === reason.kind &&
      c.fact === reason.fact &&
      (c.snoozedUntil === null || new Date(c.snoozedUntil).getTime() > now),
  );

/** The week's figure the client list shows: days on target and days logged. */
const nutritionFigure = (n: NutritionWeek) => {
  const { onTarget, logged } = weekOf(judgeDays(n.targets, n.days));
  return { onTarget, logged };
};

const urgency = (c: AttentionClient) => c.reasons.reduce((sum, r) => sum + WEIGHT[r.kind], 0);

/** Every client with their adherence and reasons, the most urgent first, then the least adherent. */
export function rankClients(
  facts: ClientFacts[],
  health: Map<string, StoredAnswers[]>,
  now: number,
): AttentionClient[] {
  return facts
    .map((f) => ({
      client: { id: f.id, firstName: f.firstName, lastName: f.lastName },
      adherence7: adherence(f.scheduled7, f.completed7),
      adherence30: adherence(f.scheduled30, f.completed30),
      nutrition7: f.nutrition ? nutritionFigure(f.nutrition) : null,
      reasons: reasonsFor(f, newFlags(health.get(f.id) ?? [], now), now).filter(
        (r) => !isCleared(r, f.cleared, now),
      ),
    }))
    .sort(
      (a, b) =>
        urgency(b) - urgency(a) ||
        (a.adherence7.ratio ?? 1) - (b.adherence7.ratio ?? 1) ||
        a.client.firstName.localeCompare(b.client.firstName),
    );
}
