import { sql } from 'drizzle-orm';
import { text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Columns that several tables share.

/** A point in time with its zone, read as a JS Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** A required link to the row that owns this one: deleting the owner deletes this row too. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });

/** Text that is never null: empty when there is none. */
export const emptyText = (name: string) => text(name).notNull().default('');

/** A list of words (tags, conditions, equipment), empty when there are none. */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'`);
