import { timestamp } from 'drizzle-orm/pg-core';

// Columns that several tables share.
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
