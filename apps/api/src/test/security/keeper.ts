import { sql } from 'drizzle-orm';
import { hashToken } from '../../lib/tokens.ts';
import type { TestApp } from '../app.ts';

/** A signed-in person of the matrix and the fuzzing. */
export interface Person {
  id: string;
  email: string;
  password: string;
  token: string;
}

/**
 * Keeps people as they were first made, so that calls that change accounts (an admin edit, a new
 * password, a sign-out, a deleted account) do not change who the next calls run as. Everything is
 * put back in the database directly: the same ids, password hashes and session tokens.
 */
export interface Keeper {
  /** Whether any kept person's row or session differs from how it was kept. */
  changed: () => Promise<boolean>;
  /** Puts every kept person back; answers whether someone's account had been deleted. */
  restore: () => Promise<boolean>;
}

export async function keepPeople(t: TestApp, people: Person[]): Promise<Keeper> {
  const ids = people.map((p) => p.id);
  const originals = await t.rows(
    sql`select id, username, email, password_hash, first_name, last_name, roles, trainer_id, is_active
        from users where id in ${ids}`,
  );
  if (originals.length !== people.length) throw new Error('keeper: some people do not exist');
  const hashes = people.map((p) => hashToken(p.token));

  const state = async () => {
    const [users] = await t.rows(
      sql`select md5(coalesce(string_agg((u.id, u.username, u.email, u.password_hash, u.first_name, u.last_name,
            u.roles, u.trainer_id, u.is_active)::text, '' order by u.id), '')) as d from users u where id in ${ids}`,
    );
    const [sessions] = await t.rows(
      sql`select count(*)::int as n from sessions where token_hash in ${hashes}`,
    );
    return `${users.d}:${sessions.n}`;
  };
  const kept = await state();

  return {
    changed: async () => (await state()) !== kept,

    async restore() {
      const present = (await t.rows(sql`select id from users where id in ${ids}`)).length;
      // Rows first without trainers (a trainer may be one of the deleted), then the trainers.
      const rows = originals.map(
        (
          o,
        ) => sql`(${o.id}::uuid, ${o.username}, ${o.email}, ${o.password_hash}, ${o.first_name}, ${o.last_name},
          ${`{${(o.roles as string[]).join(',')}}`}::text[], null::uuid, ${o.is_active}::boolean)`,
      );
      await t.rows(sql`
        insert into users (id, username, email, password_hash, first_name, last_name, roles, trainer_id, is_active)
        values ${sql.join(rows, sql`, `)}
        on conflict (id) do update set username = excluded.username, email = excluded.email,
          password_hash = excluded.password_hash, first_name = excluded.first_name,
          last_name = excluded.last_name, roles = excluded.roles, is_active = excluded.is_active`);
      const trainers = originals.map((o) => sql`(${o.id}::uuid, ${o.trainer_id}::uuid)`);
      await t.rows(sql`update users set trainer_id = v.trainer_id
        from (values ${sql.join(trainers, sql`, `)}) as v(id, trainer_id) where users.id = v.id`);
      const sessions = people.map(
        (p) => sql`(${p.id}::uuid, ${hashToken(p.token)}, now() + interval '1 day')`,
      );
      await t.rows(sql`insert into sessions (user_id, token_hash, expires_at) values ${sql.join(sessions, sql`, `)}
        on conflict (token_hash) do nothing`);
      return present < originals.length;
    },
  };
}
