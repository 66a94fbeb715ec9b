import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, ownedBy, uuidPrimaryKey } from './columns.ts';

/**
 * A client's progress photo: the row names its two objects (the photo and its thumbnail) in the
 * object storage; the images themselves are never in the database.
 */
export const progressPhotos = pgTable(
  'progress_photos',
  {
    id: uuidPrimaryKey(),
    clientId: ownedBy('client_id', () => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    /** front, side or back (PHOTO_POSES). */
    pose: text('pose').notNull(),
    fullKey: text('full_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The stored photo's size (the thumbnail's not counted). */
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('progress_photos_client_idx').on(t.clientId, t.date)],
);
