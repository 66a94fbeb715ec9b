import type { User } from '@kinetic/contracts/auth';
import type { AdherenceAnswer, AttentionAnswer } from '@kinetic/contracts/attention';
import { calendarDayIn } from '@kinetic/contracts/time-and-units';
import { notFound } from '../../lib/http-error.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import type { ClientsRepository } from '../clients/clients.public.ts';
import type { StoredAnswers } from '../onboarding/onboarding.public.ts';
import { adherence, rankClients } from './attention-reasons.ts';
import type { AttentionRepository } from './attention.repository.ts';
import { DAY } from '../../lib/durations.ts';

/** The calendar day (YYYY-MM-DD) of an instant where the user lives (their time zone preference). */
const dayOf = (now: number, user: User) =>
  calendarDayIn(user.preferences.timeZone, now) ?? new Date(now).toISOString().slice(0, 10);

export function createAttentionService(deps: {
  attention: AttentionRepository;
  clients: ClientsRepository;
  denied: DeniedReads;
}) {
  const { attention, clients, denied } = deps;
  return {
    /** The trainer's clients, most urgent first, with why. */
    async forTrainer(trainer: User, now = Date.now()): Promise<AttentionAnswer> {
      const since = new Date(now - 14 * DAY);
      const facts = await attention.factsOf(trainer.id, dayOf(now, trainer), since);
      const health = new Map<string, StoredAnswers[]>();
      for (const row of await attention.healthAnswersOf(
        facts.map((f) => f.id),
        since,
      )) {
        const list = health.get(row.userId) ?? [];
        list.push(row);
        health.set(row.userId, list);
      }
      // The health flags shown are a read of each flagged client's intake, the nutrition figures
      // one of each diary with targets: one series per client.
      const read = new Set([...health.keys(), ...facts.filter((f) => f.nutrition).map((f) => f.id)]);
      await denied.allowedReads(trainer.id, read, 'attention.read');
      return { clients: rankClients(facts, health, now) };
    },

    /** One client's adherence over the last 7 and 30 days, for their trainer. */
    async adherenceOf(trainer: User, clientId: string, now = Date.now()): Promise<AdherenceAnswer> {
      if (!(await clients.isAssigned(trainer.id, clientId))) throw notFound('Client not found');
      const facts = (await attention.factsOf(trainer.id, dayOf(now, trainer), new Date(now - 14 * DAY))).find(
        (f) => f.id === clientId,
      );
      if (!facts) throw notFound('Client not found');
      return {
        last7: adherence(facts.scheduled7, facts.completed7),
        last30: adherence(facts.scheduled30, facts.completed30),
      };
    },
  };
}

export type AttentionService = ReturnType<typeof createAttentionService>;
