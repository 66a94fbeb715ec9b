import type { User } from '@kinetic/contracts/auth';
import {
  complianceOf,
  complianceWindow,
  type ComplianceAnswer,
} from '@kinetic/contracts/nutrition-compliance';
import { calendarDayIn } from '@kinetic/contracts/time-and-units';
import { forbidden } from '../../lib/http-error.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import type { ComplianceRepository } from './compliance.repository.ts';
import type { NutritionRepository } from './nutrition.repository.ts';

/** The calendar day where the reader lives: the week is the 7 days before it. */
const today = (user: User, now: number) =>
  calendarDayIn(user.preferences.timeZone, now) ?? new Date(now).toISOString().slice(0, 10);

/** A client's last week and four weeks against their nutrition targets (nutrition-compliance.ts). */
export function createComplianceService(deps: {
  compliance: ComplianceRepository;
  nutrition: NutritionRepository;
  denied: DeniedReads;
  requireClientOf: (trainer: User, clientId: string, action: 'nutrition.read') => Promise<void>;
}) {
  const { compliance, nutrition, denied, requireClientOf } = deps;

  async function answer(clientId: string, day: string): Promise<ComplianceAnswer> {
    const { from, to } = complianceWindow(day);
    const [targets, days] = await Promise.all([
      nutrition.targets(clientId),
      compliance.days(clientId, from, to),
    ]);
    return { compliance: targets ? complianceOf(targets, days) : null };
  }

  return {
    /** The client's own: a read of their diary, recorded like their trainer's. */
    async own(client: User, now = Date.now()): Promise<ComplianceAnswer> {
      if (!client.roles.includes('CLIENT')) throw forbidden();
      await denied.allowedReads(client.id, [client.id], 'nutrition.read');
      return answer(client.id, today(client, now));
    },

    /** For the client's current trainer, as of the trainer's day (as adherence and the signal). */
    async ofClient(trainer: User, clientId: string, now = Date.now()): Promise<ComplianceAnswer> {
      await requireClientOf(trainer, clientId, 'nutrition.read');
      return answer(clientId, today(trainer, now));
    },
  };
}

export type ComplianceService = ReturnType<typeof createComplianceService>;
