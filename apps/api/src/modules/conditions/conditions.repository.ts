import { eq, sql } from 'drizzle-orm';
import type { Condition } from '@kinetic/contracts/conditions';
import type { Db } from '../../db/client.ts';
import { libraryExercises, users, workouts, workoutTemplates } from '../../db/schema.ts';

/** A plan's exercise that meets one of its client's conditions, with what it is contraindicated for. */
export interface FlaggedExercise {
  id: string;
  name: string;
  contraindications: Condition[];
}

export function createConditionsRepository(db: Db) {
  return {
    /** The client's confirmed conditions. */
    async ofClient(clientId: string): Promise<Condition[]> {
      const [row] = await db
        .select({ conditions: users.conditions })
        .from(users)
        .where(eq(users.id, clientId));
      return (row?.conditions ?? []) as Condition[];
    },

    /** Replaces the client's conditions; answers those they had before. */
    async save(clientId: string, conditions: Condition[], tx: Db = db): Promise<Condition[]> {
      const [before] = await tx
        .select({ conditions: users.conditions })
        .from(users)
        .where(eq(users.id, clientId))
        .for('update');
      await tx.update(users).set({ conditions, updatedAt: new Date() }).where(eq(users.id, clientId));
      return (before?.conditions ?? []) as Condition[];
    },

    /**
     * The client's conditions and, in plan order, the workout's exercises whose library entry is
     * contraindicated for at least one of them (the name as the plan shows it). Nothing is read
     * from the library when the client has no conditions.
     */
    async flaggedInWorkout(
      workoutId: string,
    ): Promise<{ conditions: Condition[]; exercises: FlaggedExercise[] }> {
      const result: unknown = await db.execute(sql`
        select u.conditions, e.id, e.name, e.contraindications
        from ${workouts} w
        join ${users} u on u.id = w.assigned_to
        left join lateral (
          select le.id, x.exercise->>'exerciseName' as name, le.contraindications,
            b.position as block_position, x.position
          from jsonb_array_elements(w.plan) with ordinality as b(block, position)
          cross join jsonb_array_elements(b.block->'exercises') with ordinality as x(exercise, position)
          join ${libraryExercises} le on le.id::text = x.exercise->>'exerciseId'
          where le.contraindications && u.conditions
        ) e on true
        where w.id = ${workoutId}
        order by e.block_position, e.position`);
      const rows = (
        result as {
          rows: {
            conditions: string[];
            id: string | null;
            name: string | null;
            contraindications: string[] | null;
          }[];
        }
      ).rows;
      return {
        conditions: (rows[0]?.conditions ?? []) as Condition[],
        exercises: rows
          .filter((r) => r.id !== null)
          .map((r) => ({
            id: r.id!,
            name: r.name ?? '',
            contraindications: (r.contraindications ?? []) as Condition[],
          })),
      };
    },

    /**
     * For each of these clients with conditions, their conditions and the exercises of these
     * templates (or workouts, with `from` 'workouts': a workout being copied to them)
     * contraindicated for one of them, in template and plan order.
     */
    async flaggedInTemplates(
      clientIds: string[],
      templateIds: string[],
      from: 'templates' | 'workouts' = 'templates',
    ): Promise<Map<string, { conditions: Condition[]; exercises: FlaggedExercise[] }>> {
      const flagged = new Map<string, { conditions: Condition[]; exercises: FlaggedExercise[] }>();
      if (!clientIds.length || !templateIds.length) return flagged;
      const result: unknown = await db.execute(sql`
        select u.id as "clientId", u.conditions, le.id, x.exercise->>'exerciseName' as name,
          le.contraindications
        from ${users} u
        cross join ${from === 'templates' ? workoutTemplates : workouts} t
        cross join jsonb_array_elements(t.plan) with ordinality as b(block, position)
        cross join jsonb_array_elements(b.block->'exercises') with ordinality as x(exercise, position)
        join ${libraryExercises} le on le.id::text = x.exercise->>'exerciseId'
        where u.id in ${clientIds} and t.id in ${templateIds} and le.contraindications && u.conditions
        order by u.id, t.id, b.position, x.position`);
      const rows = (
        result as {
          rows: {
            clientId: string;
            conditions: string[];
            id: string;
            name: string | null;
            contraindications: string[];
          }[];
        }
      ).rows;
      for (const r of rows) {
        const entry = flagged.get(r.clientId) ?? { conditions: r.conditions as Condition[], exercises: [] };
        entry.exercises.push({
          id: r.id,
          name: r.name ?? '',
          contraindications: r.contraindications as Condition[],
        });
        flagged.set(r.clientId, entry);
      }
      return flagged;
    },
  };
}

export type ConditionsRepository = ReturnType<typeof createConditionsRepository>;
