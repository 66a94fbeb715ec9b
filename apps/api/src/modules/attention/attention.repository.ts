import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StoredAnswers } from '../onboarding/onboarding.repository.ts';

/** Words in a client's note that a trainer must read. */
export const PAIN_PATTERN =
  '(pain|painful|hurt|hurts|hurting|sore|injur|discomfort|ache|aching|twinge|tweak|strain|sprain|numb|tingl|swollen|swelling)';

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
  /** The most recent scheduled workout of the last 14 days not completed. */
  missed: { id: string; name: string; date: string } | null;
  /** Workouts scheduled for today and the 6 days after. */
  upcoming: number;
  lastCompletedAt: Date | null;
  /** The newest note of the last 14 days that mentions pain or discomfort. */
  painNote: { workoutId: string; note: string } | null;
}

type Row = Omit<ClientFacts, 'createdAt' | 'lastCompletedAt'> & {
  createdAt: string | Date;
  lastCompletedAt: string | Date | null;
};

export function createAttentionRepository(db: Db) {
  return {
    /**
     * The facts of each active client of the trainer, in one statement: adherence counts over the
     * last 7 and 30 days (workouts whose date has passed), the last missed workout, what is coming,
     * the last completion and the last note about pain. `today` is the trainer's calendar day.
     */
    async factsOf(trainerId: string, today: string): Promise<ClientFacts[]> {
      const result: unknown = await db.execute(sql`
        select c.id, c.first_name as "firstName", c.last_name as "lastName", c.created_at as "createdAt",
          a.s7 as "scheduled7", a.c7 as "completed7", a.s30 as "scheduled30", a.c30 as "completed30",
          (select json_build_object('id', w.id, 'name', w.name, 'date', w.scheduled_date)
             from workouts w
             where w.assigned_to = c.id and w.status <> 'COMPLETED'
               and w.scheduled_date >= ${today}::date - 14 and w.scheduled_date < ${today}::date
             order by w.scheduled_date desc limit 1) as missed,
          (select count(*)::int from workouts w
             where w.assigned_to = c.id and w.status <> 'COMPLETED'
               and w.scheduled_date >= ${today}::date and w.scheduled_date < ${today}::date + 7) as upcoming,
          (select max(w.completed_date) from workouts w
             where w.assigned_to = c.id and w.status = 'COMPLETED') as "lastCompletedAt",
          (select json_build_object('workoutId', w.id, 'note', n.note)
             from workouts w, jsonb_array_elements_text(w.client_notes) n(note)
             where w.assigned_to = c.id and w.client_notes is not null
               and w.updated_at >= now() - interval '14 days'
               and n.note ~* ${PAIN_PATTERN}
             order by w.updated_at desc limit 1) as "painNote"
        from users c
        cross join lateral (
          select
            count(*) filter (where w.scheduled_date >= ${today}::date - 7)::int as s7,
            count(*) filter (where w.scheduled_date >= ${today}::date - 7 and w.status = 'COMPLETED')::int as c7,
            count(*)::int as s30,
            count(*) filter (where w.status = 'COMPLETED')::int as c30
          from workouts w
          where w.assigned_to = c.id
            and w.scheduled_date >= ${today}::date - 30 and w.scheduled_date < ${today}::date
        ) a
        where c.trainer_id = ${trainerId} and c.is_active and 'CLIENT' = any(c.roles)
        order by c.first_name, c.last_name, c.id`);
      return (result as { rows: Row[] }).rows.map((r) => ({
        ...r,
        createdAt: new Date(r.createdAt),
        lastCompletedAt: r.lastCompletedAt === null ? null : new Date(r.lastCompletedAt),
      }));
    },

    /** The health answers (PAR-Q, medical history) of these clients, every version. */
    async healthAnswersOf(clientIds: string[]): Promise<(StoredAnswers & { userId: string })[]> {
      if (!clientIds.length) return [];
      const result: unknown = await db.execute(sql`
        select user_id as "userId", form, version, answers, created_at as "createdAt"
        from onboarding_answers
        where user_id in ${clientIds} and form in ('parq', 'medical-history')
        order by user_id, form, version`);
      return (result as { rows: (StoredAnswers & { userId: string; createdAt: string | Date })[] }).rows.map(
        (r) => ({ ...r, createdAt: new Date(r.createdAt) }),
      );
    },
  };
}

export type AttentionRepository = ReturnType<typeof createAttentionRepository>;
