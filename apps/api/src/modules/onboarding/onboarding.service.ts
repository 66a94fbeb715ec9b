import type { User } from '@kinetic/contracts/auth';
import {
  ONBOARDING_FORMS,
  PARQ_QUESTIONS,
  STATUS_FIELDS,
  WAIVER_VERSION,
  type ClientIntake,
  type IntakeFlag,
  type OnboardingAnswers,
  type OnboardingForm,
  type OnboardingStatus,
  INTAKE_LIMIT_REACHED,
  INTAKE_VERSIONS_MAX,
} from '@kinetic/contracts/onboarding';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError, forbidden, notFound } from '../../lib/http-error.ts';
import type { AuditRepository, DeniedReads } from '../audit/audit.public.ts';
import { createClientAccess, type ClientsRepository } from '../clients/clients.public.ts';
import type { OnboardingRepository, StoredAnswers } from './onboarding.repository.ts';

export function statusFrom(done: Set<string>): OnboardingStatus {
  const status = Object.fromEntries(ONBOARDING_FORMS.map((f) => [STATUS_FIELDS[f], done.has(f)])) as Omit<
    OnboardingStatus,
    'nextForm' | 'isComplete'
  >;
  const nextForm = ONBOARDING_FORMS.find((f) => !done.has(f)) ?? null;
  return { ...status, nextForm, isComplete: nextForm === null };
}

/** The intake as answered, from its stored versions (the last version of each form wins). */
export function toAnswers(rows: StoredAnswers[]): OnboardingAnswers {
  const answers = Object.fromEntries(ONBOARDING_FORMS.map((f) => [f, null])) as Record<
    OnboardingForm,
    unknown
  >;
  for (const row of rows) {
    answers[row.form] = {
      fields: row.answers,
      submittedAt: row.createdAt.toISOString(),
      version: row.version,
    };
  }
  return answers as OnboardingAnswers;
}

/** What a trainer must see first: PAR-Q yes answers, smoking, surgery, ailments, medications. */
export function intakeFlags(answers: OnboardingAnswers): IntakeFlag[] {
  const flags: IntakeFlag[] = [];
  const parq = answers.parq?.fields;
  if (parq) {
    const yes = (Object.keys(PARQ_QUESTIONS) as (keyof typeof PARQ_QUESTIONS)[]).filter(
      (k) => parq[k] === 'Yes',
    );
    if (yes.length) {
      flags.push({
        code: 'medical-clearance',
        label: 'Medical clearance recommended',
        detail: `Answered yes on the PAR-Q: ${yes.map((k) => PARQ_QUESTIONS[k]).join(' ')}`,
      });
    }
  }
  const medical = answers['medical-history']?.fields;
  if (medical) {
    if (medical.smoker === 'Yes')
      flags.push({ code: 'smoker', label: 'Smoker', detail: 'Answered yes to smoking.' });
    if (medical.surgery) flags.push({ code: 'surgery', label: 'Surgery', detail: medical.surgery });
    if (medical.ailments) flags.push({ code: 'ailments', label: 'Ailments', detail: medical.ailments });
    if (medical.medications)
      flags.push({ code: 'medications', label: 'Medications', detail: medical.medications });
  }
  return flags;
}

export function createOnboardingService(deps: {
  db: Db;
  onboarding: OnboardingRepository;
  clients: ClientsRepository;
  audit: AuditRepository;
  denied: DeniedReads;
}) {
  const { db, onboarding, audit } = deps;
  const access = createClientAccess(deps);

  return {
    /** The session and the forms its user has sent, in one query (read on every client page). */
    formsForSession: (tokenHash: string) => onboarding.formsForSession(tokenHash),

    /** A client's onboarding status from the forms they have sent. */
    status: (forms: Set<string>): OnboardingStatus => statusFrom(forms),

    async submit(
      user: User,
      form: OnboardingForm,
      fields: Record<string, unknown>,
    ): Promise<OnboardingStatus> {
      const answers = form === 'waiver' ? { ...fields, waiverVersion: WAIVER_VERSION } : fields;
      const write = () =>
        db.transaction(async (tx) => {
          // One person's history cannot grow without end: far more versions than anyone sends.
          if (!(await onboarding.addVersion(user.id, form, answers, INTAKE_VERSIONS_MAX, tx))) {
            throw new HttpError(409, INTAKE_LIMIT_REACHED);
          }
          await audit.record(
            { actorId: user.id, subjectId: user.id, action: 'onboarding.write', allowed: true },
            tx,
          );
        });
      try {
        await write();
      } catch (error) {
        // Two submits of the same form at once: the second takes the next version.
        if (!isUniqueViolation(error)) throw error;
        await write();
      }
      return statusFrom(await onboarding.completedForms(user.id));
    },

    async answers(user: User): Promise<OnboardingAnswers> {
      await audit.record({ actorId: user.id, subjectId: user.id, action: 'onboarding.read', allowed: true });
      return toAnswers(await onboarding.current(user.id));
    },

    /** A client's intake for their own trainer; anyone else learns nothing, and is logged. */
    async forTrainer(caller: User, clientId: string): Promise<ClientIntake> {
      // Recorded once per series, read or refused, and too many refusals are refused outright.
      const allowed = await access.reaches(caller, clientId, 'onboarding.trainer-read');
      if (!caller.roles.includes('TRAINER')) throw forbidden();
      if (!allowed) throw notFound('Client not found');
      const answers = toAnswers(await onboarding.current(clientId));
      return { answers, flags: intakeFlags(answers) };
    },

    /** Every version of every form, for the person's own data export. */
    history: (userId: string) => onboarding.history(userId),
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
