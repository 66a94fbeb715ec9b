import type { User } from '@kinetic/contracts/auth';
import { ageOn, type BodyDataAnswer, type bodyDataInput } from '@kinetic/contracts/body-data';
import {
  PROPOSAL_FORMULA,
  PROPOSAL_INPUTS,
  activityFor,
  proposeTargets,
  type OwnTargetsAnswer,
  type ProposalAnswer,
  type TargetsAnswer,
  type proposalQuery,
} from '@kinetic/contracts/nutrition';
import { calendarDayIn } from '@kinetic/contracts/time-and-units';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { AuditRepository, DeniedReads } from '../audit/audit.public.ts';
import { createClientAccess, type ClientsRepository } from '../clients/clients.public.ts';
import type { Notifier } from '../notifications/notifications.public.ts';
import type { NutritionRepository, TargetsValues } from './nutrition.repository.ts';

type Inputs = ProposalAnswer['inputs'];

const today = (user: User) =>
  calendarDayIn(user.preferences.timeZone) ?? new Date().toISOString().slice(0, 10);

/** A person's body data, and a client's nutrition targets as their trainer sets them. */
export function createNutritionService(deps: {
  db: Db;
  nutrition: NutritionRepository;
  clients: ClientsRepository;
  audit: AuditRepository;
  denied: DeniedReads;
  notifier: Notifier;
}) {
  const { db, nutrition, audit, notifier } = deps;
  const requireClientOf = createClientAccess(deps).require;

  async function bodyAnswer(userId: string): Promise<BodyDataAnswer> {
    const [body, intake, latestWeighing] = await Promise.all([
      nutrition.body(userId),
      nutrition.intake(userId),
      nutrition.latestWeighing(userId),
    ]);
    return { body, hints: { intakeHeight: intake.height, intakeWeight: intake.weight, latestWeighing } };
  }

  return {
    ownBody: (user: User) => bodyAnswer(user.id),

    async saveBody(user: User, values: z.output<typeof bodyDataInput>): Promise<BodyDataAnswer> {
      await nutrition.saveBody(user.id, values);
      return bodyAnswer(user.id);
    },

    async ofClient(trainer: User, clientId: string): Promise<TargetsAnswer> {
      await requireClientOf(trainer, clientId, 'nutrition.read');
      return { targets: await nutrition.targets(clientId) };
    },

    /** Sets the targets, keeps the change, records it in the audit trail and tells the client. */
    async set(trainer: User, clientId: string, values: TargetsValues): Promise<TargetsAnswer> {
      await requireClientOf(trainer, clientId, 'nutrition.write');
      const { targets, written } = await db.transaction(async (tx) => {
        const targets = await nutrition.setTargets(clientId, trainer.id, values, tx);
        await audit.record(
          {
            actorId: trainer.id,
            subjectId: clientId,
            action: 'nutrition.write',
            allowed: true,
            detail: values.restDay ? 'training and rest days' : 'every day',
          },
          tx,
        );
        const written = await notifier.record(
          [
            {
              userId: clientId,
              subjectId: trainer.id,
              kind: 'nutrition-targets',
              title: 'Your trainer set new nutrition targets',
              body: `${targets.day.kcal.toLocaleString('en-US')} kcal${targets.restDay ? ' on training days' : ' a day'}`,
              link: '/client/meals',
            },
          ],
          tx,
        );
        return { targets, written };
      });
      await notifier.announce(written);
      return { targets };
    },

    async own(client: User): Promise<OwnTargetsAnswer> {
      if (!client.roles.includes('CLIENT')) throw forbidden();
      const date = today(client);
      const [targets, isTrainingDay] = await Promise.all([
        nutrition.targets(client.id),
        nutrition.isTrainingDay(client.id, date),
      ]);
      return { targets, today: { date, isTrainingDay } };
    },

    /**
     * The starting targets from the client's data, each input from the query when the trainer
     * entered it, else from the profile, the latest weighing, the intake or the current targets.
     */
    async proposal(
      trainer: User,
      clientId: string,
      query: z.output<typeof proposalQuery>,
    ): Promise<ProposalAnswer> {
      await requireClientOf(trainer, clientId, 'nutrition.read');
      const [body, intake, weighing, current] = await Promise.all([
        nutrition.body(clientId),
        nutrition.intake(clientId),
        nutrition.latestWeighing(clientId),
        nutrition.targets(clientId),
      ]);
      const entered = { value: null, source: 'entered' as const, note: 'Entered by you' };
      const none = (note: string) => ({ value: null, source: null, note });
      const pick = <T>(
        q: T | undefined,
        ...rest: { value: T | null; source: Inputs['weightKg']['source']; note: string }[]
      ) =>
        q !== undefined
          ? { ...entered, value: q }
          : (rest.find((r) => r.value !== null) ?? rest[rest.length - 1]!);

      const inputs: Inputs = {
        weightKg: pick(
          query.weightKg,
          {
            value: weighing?.weightKg ?? null,
            source: 'progress',
            note: weighing ? `Latest body weight entry, ${weighing.date}` : '',
          },
          { value: body.weightKg, source: 'profile', note: 'Profile' },
          none('Not in the profile and no body weight entry'),
        ),
        heightCm: pick(
          query.heightCm,
          { value: body.heightCm, source: 'profile', note: 'Profile' },
          none('Not in the profile'),
        ),
        age: pick(
          query.age,
          {
            value: body.dateOfBirth ? ageOn(body.dateOfBirth, today(trainer)) : null,
            source: 'profile',
            note: `Profile (born ${body.dateOfBirth})`,
          },
          none('No date of birth in the profile'),
        ),
        sex: pick(
          query.sex,
          { value: body.sex, source: 'profile', note: 'Profile' },
          none('Not in the profile'),
        ),
        daysPerWeek: pick(
          query.daysPerWeek,
          { value: intake.daysPerWeek, source: 'intake', note: 'Intake (goals): days per week' },
          none('Not answered in the intake'),
        ),
        goalRateKgPerWeek: pick(
          query.goalRateKgPerWeek,
          { value: current?.goalRateKgPerWeek ?? null, source: 'targets', note: 'Current targets' },
          { value: 0, source: 'default', note: 'Not set: keep the weight (0 kg per week)' },
        ),
      };
      const missing = PROPOSAL_INPUTS.filter((k) => inputs[k].value === null);
      const { weightKg, heightCm, age, sex, daysPerWeek, goalRateKgPerWeek } = inputs;
      const result =
        weightKg.value === null ||
        heightCm.value === null ||
        age.value === null ||
        sex.value === null ||
        daysPerWeek.value === null ||
        goalRateKgPerWeek.value === null
          ? null
          : {
              ...proposeTargets({
                weightKg: weightKg.value,
                heightCm: heightCm.value,
                age: age.value,
                sex: sex.value,
                daysPerWeek: daysPerWeek.value,
                goalRateKgPerWeek: goalRateKgPerWeek.value,
              }),
              activityLabel: activityFor(daysPerWeek.value).label,
            };
      return {
        formula: PROPOSAL_FORMULA,
        inputs,
        intake: { height: intake.height, weight: intake.weight },
        missing,
        result,
      };
    },
  };
}

export type NutritionService = ReturnType<typeof createNutritionService>;
