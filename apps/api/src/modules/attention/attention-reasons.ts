import {
  INACTIVE_DAYS,
  LOW_ADHERENCE,
  type Adherence,
  type AttentionClient,
  type AttentionKind,
  type AttentionReason,
} from '@kinetic/contracts/attention';
import { intakeFlags, toAnswers } from '../onboarding/onboarding.service.ts';
import type { StoredAnswers } from '../onboarding/onboarding.repository.ts';
import type { ClientFacts } from './attention.repository.ts';

const DAY = 86_400_000;

/** How much each reason weighs in the ranking: what can hurt the client first. */
const WEIGHT: Record<AttentionKind, number> = {
  'pain-note': 50,
  'new-flags': 40,
  'missed-workout': 30,
  'low-adherence': 20,
  inactive: 15,
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

/** Why a client needs their trainer now, from the facts; the most serious first. */
export function reasonsFor(facts: ClientFacts, flags: string[], now: number): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  const a7 = adherence(facts.scheduled7, facts.completed7);
  const a30 = adherence(facts.scheduled30, facts.completed30);
  if (facts.painNote)
    reasons.push({
      kind: 'pain-note',
      detail: `Wrote: “${excerpt(facts.painNote.note)}”`,
      workoutId: facts.painNote.workoutId,
    });
  if (flags.length) reasons.push({ kind: 'new-flags', detail: `New health flags: ${flags.join(', ')}` });
  if (facts.missed)
    reasons.push({
      kind: 'missed-workout',
      detail: `Missed ${facts.missed.name} on ${dayName(facts.missed.date)}`,
      workoutId: facts.missed.id,
    });
  const low = [
    a7.ratio !== null && a7.ratio < LOW_ADHERENCE && `${percent(a7)} of workouts done in the last 7 days`,
    a30.ratio !== null && a30.ratio < LOW_ADHERENCE && `${percent(a30)} in the last 30 days`,
  ].filter(Boolean);
  if (low.length) reasons.push({ kind: 'low-adherence', detail: low.join('; ') });
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
    });
  if (facts.upcoming === 0)
    reasons.push({ kind: 'nothing-scheduled', detail: 'Nothing scheduled for the coming week' });
  return reasons;
}

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
      reasons: reasonsFor(f, newFlags(health.get(f.id) ?? [], now), now),
    }))
    .sort(
      (a, b) =>
        urgency(b) - urgency(a) ||
        (a.adherence7.ratio ?? 1) - (b.adherence7.ratio ?? 1) ||
        a.client.firstName.localeCompare(b.client.firstName),
    );
}
