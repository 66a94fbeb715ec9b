import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { messages } from '../../db/schema.ts';
import { clientColumnsOf, clientOf } from '../../domain/trainer-reach.ts';

/** A conversation of a trainer's inbox as stored: the client, the unread count, the newest message. */
export interface InboxRow {
  clientId: string;
  firstName: string;
  lastName: string;
  unread: number;
  last: { senderId: string; body: string; createdAt: Date } | null;
}

/**
 * The conversations of a trainer with each of their current clients (trainer-reach), those with
 * messages from the client still unread first, then by the newest message, then clients they have
 * not written with yet, by name. `search` matches a part of the client's name.
 */
export function createInboxRepository(db: Db) {
  return {
    async page(
      trainerId: string,
      query: { search?: string | undefined; limit: number; offset: number },
    ): Promise<{ rows: InboxRow[]; total: number }> {
      const c = clientColumnsOf('c');
      const named = query.search
        ? sql`and (c.first_name || ' ' || c.last_name) ilike ${containsPattern(query.search)}`
        : sql``;
      const mine = sql`${clientOf(trainerId, c)} ${named}`;
      const result: unknown = await db.execute(sql`
        select * from (
          select c.id, c.first_name, c.last_name, count(*) over () as total,
            (select count(*)::int from ${messages} u
              where u.client_id = c.id and u.trainer_id = ${trainerId}
                and u.sender_id = c.id and u.read_at is null) as unread,
            l.sender_id, l.body, l.created_at
          from users c
          left join lateral (
            select m.sender_id, m.body, m.created_at from ${messages} m
            where m.client_id = c.id and m.trainer_id = ${trainerId}
            order by m.created_at desc, m.id desc limit 1
          ) l on true
          where ${mine}
        ) x
        order by x.unread > 0 desc, x.created_at desc nulls last, lower(x.first_name), lower(x.last_name), x.id
        limit ${query.limit} offset ${query.offset}`);
      const rows = (
        result as {
          rows: {
            id: string;
            first_name: string;
            last_name: string;
            total: string | number;
            unread: number;
            sender_id: string | null;
            body: string | null;
            created_at: string | Date | null;
          }[];
        }
      ).rows;
      let total = Number(rows[0]?.total ?? 0);
      if (!rows.length && query.offset > 0) {
        const counted: unknown = await db.execute(sql`select count(*)::int as n from users c where ${mine}`);
        total = (counted as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      }
      return {
        total,
        rows: rows.map((r) => ({
          clientId: r.id,
          firstName: r.first_name,
          lastName: r.last_name,
          unread: Number(r.unread),
          last:
            r.sender_id && r.body !== null && r.created_at
              ? { senderId: r.sender_id, body: r.body, createdAt: new Date(r.created_at) }
              : null,
        })),
      };
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
