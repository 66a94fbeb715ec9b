import pg from 'pg';
import { expect } from 'vitest';
import { call, register } from './process-calls.ts';
import type { ServerProcess } from './server-process.ts';

/** Runs `work` on a connection of its own to the PostgreSQL server (or one of its databases). */
export type Admin = <T>(work: (client: pg.Client) => Promise<T>, database?: string) => Promise<T>;

/** An Admin for the PostgreSQL server at `serverUrl`. */
export function serverAdmin(serverUrl: string): Admin {
  return async (work, database) => {
    const url = new URL(serverUrl);
    if (database) url.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
}

/**
 * The people the several-process tests need, on the test's `database`: a trainer and their client,
 * and workouts the trainer gives the client (of the library exercise `exercise()` answers, read
 * once the database is ready).
 */
export function processPeople(admin: Admin, database: string, exercise: () => { id: string; name: string }) {
  return {
    /** A trainer and their client, registered on `server`; the trainer holds the role in the database. */
    trainerAndClient: async (server: ServerProcess) => {
      const trainer = await register(server);
      const client = await register(server);
      await admin(async (c) => {
        await c.query(`update users set roles = '{TRAINER}' where id = $1`, [trainer.id]);
        await c.query(`update users set trainer_id = $1 where id = $2`, [trainer.id, client.id]);
      }, database);
      return { trainer, client };
    },

    /** A workout for today the trainer gives the client, ready to be completed; answers its id. */
    workoutFor: async (server: ServerProcess, trainerToken: string, clientId: string, name: string) => {
      const { id, name: exerciseName } = exercise();
      const res = await call(server, 'POST', '/api/workouts', {
        token: trainerToken,
        body: {
          name,
          scheduledDate: new Date().toISOString().slice(0, 10),
          assignedTo: clientId,
          sets: [{ exercises: [{ exerciseId: id, exerciseName, sets: [{ targetReps: 8 }] }] }],
        },
      });
      expect(res.status).toBe(201);
      return res.body.workout.id as string;
    },
  };
}
