import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { CONTRAINDICATED_DAYS_AHEAD } from '@kinetic/contracts/attention';
import {
  attentionResolutions,
  libraryExercises,
  onboardingAnswers,
  users,
  workouts,
} from '../../db/schema.ts';
import { clientOf } from '../../domain/trainer-reach.ts';
import { checkInFactsJson, type CheckInFacts } from '../check-ins/check-ins.public.ts';
import { nutritionWeekJson, type NutritionWeek } from '../nutrition/nutrition.public.ts';
import type { StoredAnswers } from '../onboarding/onboarding.public.ts';

/** Words in a client's note that a trainer must read. */
export const PAIN_PATTERN =
  '(pain|painful|hurt|hurts|hurting|sore|injur|discomfort|ache|aching|twinge|tweak|strain|sprain|numb|tingl|swollen|swelling)';

/**
 * A pain word the note denies ("no pain", "without knee pain", "pain-free", "didn't hurt"): taken out
 * before the note is scanned, so that a client who says it did not hurt raises nothing, while "no pain
 * in the back but my knee hurts" still does. At most one word may stand between the denial and the
 * pain word, so that a longer phrase is read as a report: a note wrongly raised costs the trainer a
 * look, one wrongly passed over costs the client.
 */
export const DENIED_PAIN_PATTERN = `(\\m(no|without|zero|never|not)\\s+(\\w+\\s+)?${PAIN_PATTERN}\\w*|${PAIN_PATTERN}\\w*[- ]?free\\M|\\m(does|did|do|is|was)(n.t|\\s+not)\\s+${PAIN_PATTERN}\\w*)`;

/** What the signal is worked out from, for one client of a trainer. */
export interface ClientFacts {
  id: string;
  firstName: string;
  lastName: string;
  /** Since when they are a client here (their account). */
  createdAt: Date;
  scheduled7: number;
  completed7: number;
  scheduled30: number;
  completed30: number;
  /**
   * The most recent scheduled workout of the last 30 days not completed; `recent` when it falls in
   * the last 14 (then it is a missed workout; older, it only tells a new miss from known ones).
   */
  missed: { id: string; name: string; date: string; recent: boolean } | null;
  /** The date of the client's last scheduled workout, if any: new plans tell themselves by it. */
  lastPlanned: string | null;
  /** How many of the intake forms the client has sent. */
  intakeForms: number;
  /** Workouts scheduled for today and the 6 days after, not done yet. */
  upcoming: number;
  lastCompletedAt: Date | null;
  /**
   * The newest pain of the last 14 days: one the client reported on completing a workout (`area`,
   * `level`), or else a note that mentions pain or discomfort.
   */
  painNote: PainFact | null;
  /**
   * Upcoming workouts (today and the next CONTRAINDICATED_DAYS_AHEAD days, not done) with an exercise
   * contraindicated for one of the client's conditions: soonest first, the first such exercise each.
   */
  unsafe: UnsafeWorkout[];
  /** The reasons the trainer cleared for this client, newest clearing per kind. */
  cleared: ClearedReason[];
  /** Their nutrition targets and the last 7 days' diary; null without targets. */
  nutrition: NutritionWeek | null;
  /** Their weekly check-in: the last due day passed unsent, the newest sent one with alerts. */
  checkIn: CheckInFacts;
}

export interface PainFact {
  workoutId: string;
  name: string;
  date: string | null;
  note: string | null;
  area: string | null;
  level: number | null;
}

export interface UnsafeWorkout {
  id: string;
  name: string;
  date: string;
  exercise: string;
  condition: string;
}

export interface ClearedReason {
  kind: string;
  fact: string;
  /** ISO 8601; null when resolved. */
  snoozedUntil: string | null;
}

/** A health form's answers as they stood: the newest version and the newest from before `since`. */
export type HealthAnswers = StoredAnswers & { userId: string };

const instant = (value: string | Date) => new Date(value);

/** `reads`: where the hot one-statement reads go (Database.reads). */
export function createAttentionRepository(reads: Db) {
  const today = sql`${sql.placeholder('today')}::date`;
  const since = sql`${sql.placeholder('since')}::timestamptz`;
  const date = workouts.scheduledDate;
  const done = sql`${workouts.status} = 'COMPLETED'`;
  const count = (filter: ReturnType<typeof sql>) =>
    sql<number>`(count(*) filter (where ${filter}))::int`.mapWith(Number);

  // Everything that falls between 30 days back and a week ahead comes from one range scan of the
  // client's schedule (workouts_assigned_to_idx); the rest are single index probes. The workouts
  // table inside the correlated subqueries is aliased so that it never captures the lateral's.
  const window = reads
    .select({
      scheduled7: count(sql`${date} >= ${today} - 7 and ${date} < ${today}`).as('scheduled7'),
      completed7: count(sql`${date} >= ${today} - 7 and ${date} < ${today} and ${done}`).as('completed7'),
      scheduled30: count(sql`${date} < ${today}`).as('scheduled30'),
      completed30: count(sql`${date} < ${today} and ${done}`).as('completed30'),
      upcoming: count(sql`${date} >= ${today} and not (${done})`).as('upcoming'),
    })
    .from(workouts)
    .where(and(eq(workouts.assignedTo, users.id), gte(date, sql`${today} - 30`), lt(date, sql`${today} + 7`)))
    .as('schedule');

  const facts = reads
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      scheduled7: window.scheduled7,
      completed7: window.completed7,
      scheduled30: window.scheduled30,
      completed30: window.completed30,
      upcoming: window.upcoming,
      missed: sql<ClientFacts['missed']>`(
        select json_build_object('id', m.id, 'name', m.name, 'date', m.scheduled_date,
          'recent', m.scheduled_date >= ${today} - 14)
        from workouts m
        where m.assigned_to = ${users.id} and m.status <> 'COMPLETED'
          and m.scheduled_date >= ${today} - 30 and m.scheduled_date < ${today}
        order by m.scheduled_date desc limit 1)`,
      lastPlanned: sql<string | null>`(
        select max(s.scheduled_date)::text from workouts s where s.assigned_to = ${users.id})`,
      intakeForms: sql<number>`(
        select count(distinct o.form)::int from onboarding_answers o where o.user_id = ${users.id})`.mapWith(
        Number,
      ),
      // Only for a client with conditions (a one-time filter: nothing is read for the others).
      unsafe: sql<UnsafeWorkout[]>`(
        select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'date', f.scheduled_date,
          'exercise', f.exercise, 'condition', f.condition) order by f.scheduled_date, f.id), '[]'::json)
        from (
          select distinct on (up.id) up.id, up.name, up.scheduled_date, x.exercise->>'exerciseName' as exercise,
            (select c from unnest(le.contraindications) c where c = any(${users.conditions}) limit 1) as condition
          from workouts up
            cross join jsonb_array_elements(up.plan) with ordinality as b(block, position)
            cross join jsonb_array_elements(b.block->'exercises') with ordinality as x(exercise, position)
            join ${libraryExercises} le on le.id::text = x.exercise->>'exerciseId'
          where cardinality(${users.conditions}) > 0 and up.assigned_to = ${users.id}
            and up.status <> 'COMPLETED' and up.scheduled_date >= ${today}
            and up.scheduled_date < ${today} + ${sql.raw(String(CONTRAINDICATED_DAYS_AHEAD))}
            and le.contraindications && ${users.conditions}
          order by up.id, b.position, x.position) f)`,
      cleared: sql<ClearedReason[]>`(
        select coalesce(json_agg(json_build_object('kind', c.kind, 'fact', c.fact,
          'snoozedUntil', c.snoozed_until)), '[]'::json)
        from ${attentionResolutions} c
        where c.trainer_id = ${sql.placeholder('trainerId')}::uuid and c.client_id = ${users.id})`,
      // Only for a client with targets (a primary-key probe; nothing else is read for the others).
      nutrition: nutritionWeekJson(sql`${users.id}`, today),
      checkIn: checkInFactsJson(sql`${users.id}`, today, since),
      // workouts_last_completed_idx: the newest completion is the first entry of the client's part.
      lastCompletedAt: sql<string | null>`(
        select l.completed_date from workouts l
        where l.assigned_to = ${users.id} and l.status = 'COMPLETED' and l.completed_date is not null
        order by l.completed_date desc limit 1)`,
      // A pain the client reported wins over one read from a note of the same workout; the newest
      // workout wins otherwise.
      painNote: sql<ClientFacts['painNote']>`(
        select json_build_object('workoutId', p.id, 'name', p.name, 'date', p.scheduled_date,
          'note', p.note, 'area', p.pain_area, 'level', p.pain_level)
        from (
          select r.id, r.name, r.scheduled_date, r.updated_at, null::text as note, r.pain_area,
            r.pain_level, 0 as rank
          from workouts r
          where r.assigned_to = ${users.id} and r.status = 'COMPLETED' and r.pain_level is not null
            and r.updated_at >= ${since}
          union all
          select w.id, w.name, w.scheduled_date, w.updated_at, n.note, null, null, 1
          from workouts w, jsonb_array_elements_text(w.client_notes) n(note)
          where w.assigned_to = ${users.id} and w.client_notes is not null
            and w.updated_at >= ${since}
            and regexp_replace(n.note, ${sql.raw(`'${DENIED_PAIN_PATTERN}'`)}, '', 'gi') ~* ${sql.raw(`'${PAIN_PATTERN}'`)}
        ) p
        order by p.updated_at desc, p.rank limit 1)`,
    })
    .from(users)
    .crossJoinLateral(window)
    .where(clientOf(sql.placeholder('trainerId')))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .prepare('attention_facts');

  // Of each health form, the newest version sent before `since` and the newest since: all that
  // telling new flags from known ones needs, however many versions a client has sent.
  // (DISTINCT ON and ORDER BY name the output column `recent`: one expression, one parameter.)
  const recent = sql.raw('"recent"');
  const health = reads
    .selectDistinctOn([onboardingAnswers.userId, onboardingAnswers.form, recent], {
      userId: onboardingAnswers.userId,
      form: onboardingAnswers.form,
      version: onboardingAnswers.version,
      answers: onboardingAnswers.answers,
      createdAt: onboardingAnswers.createdAt,
      recent: sql<boolean>`${onboardingAnswers.createdAt} >= ${since}`.as('recent'),
    })
    .from(onboardingAnswers)
    .where(
      and(
        sql`${onboardingAnswers.userId} = any(${sql.placeholder('clientIds')}::uuid[])`,
        inArray(onboardingAnswers.form, ['parq', 'medical-history']),
      ),
    )
    .orderBy(onboardingAnswers.userId, onboardingAnswers.form, recent, desc(onboardingAnswers.version))
    .prepare('attention_health');

  return {
    /**
     * The facts of each active client of the trainer, in one statement: adherence counts over the
     * last 7 and 30 days (workouts whose date has passed), the last missed workout, what is coming,
     * the last completion and the last note about pain since `since`. `today` is the trainer's
     * calendar day.
     */
    async factsOf(trainerId: string, today: string, since: Date): Promise<ClientFacts[]> {
      const rows = await facts.execute({ trainerId, today, since: since.toISOString() });
      return rows.map((r) => ({
        ...r,
        createdAt: instant(r.createdAt),
        lastCompletedAt: r.lastCompletedAt === null ? null : instant(r.lastCompletedAt),
      }));
    },

    /** The PAR-Q and medical history of these clients: per form, the newest before `since` and since. */
    async healthAnswersOf(clientIds: string[], since: Date): Promise<HealthAnswers[]> {
      if (!clientIds.length) return [];
      const rows = await health.execute({ clientIds, since: since.toISOString() });
      // Oldest first, as the versions were sent: the newest of a form wins when they are merged.
      return rows
        .map(({ recent: _, ...r }) => ({ ...r, createdAt: instant(r.createdAt) }) as HealthAnswers)
        .sort((a, b) => a.version - b.version);
    },
  };
}

export type AttentionRepository = ReturnType<typeof createAttentionRepository>;
