import { eq, inArray } from 'drizzle-orm';
import type { Role } from '@kinetic/contracts/common';
import type { PublicConfig } from '@kinetic/contracts/config';
import type { Database, Db } from '../client.ts';
import { appState, users } from '../schema.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createUsersRepository } from '../../modules/users/users.repository.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { seedDemoAdjustment } from './demo-adjustments.ts';
import { seedDemoPrograms } from './demo-programs.ts';
import { seedDemoConversations } from './demo-conversations.ts';
import { seedDemoAttention } from './demo-attention.ts';
import { seedDemoNutrition } from './demo-nutrition.ts';
import { seedDemoInvitations } from './demo-invitations.ts';
import { seedDemoRecords } from './demo-records.ts';
import { seedDemoHabits } from './demo-habits.ts';
import { seedDemoCheckIns } from './demo-check-ins.ts';
import { storeDemoCheckInPhotos } from './demo-check-in-photos.ts';
import type { ObjectStorage } from '../../lib/object-storage/index.ts';
import { DAY } from '../../lib/durations.ts';

/** Every demo account shares this password; the sign-in page lists them in demo mode. */
export const DEMO_PASSWORD = 'KineticDemo1';

interface DemoUser {
  key: string;
  label: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  roles: Role[];
  trainer?: string;
  /** How many days ago they joined: before anything the demo has them do. */
  since: number;
}

const DEMO_USERS: DemoUser[] = [
  {
    key: 'casey',
    label: 'Consultant',
    since: 120,
    firstName: 'Casey',
    lastName: 'Morgan',
    username: 'casey',
    email: 'consultant@kinetic.demo',
    roles: ['CONSULTANT'],
  },
  {
    key: 'maya',
    label: 'Trainer',
    since: 100,
    firstName: 'Maya',
    lastName: 'Torres',
    username: 'maya',
    email: 'maya@kinetic.demo',
    roles: ['TRAINER'],
  },
  {
    key: 'jordan',
    label: 'Trainer',
    since: 90,
    firstName: 'Jordan',
    lastName: 'Blake',
    username: 'jordan',
    email: 'jordan@kinetic.demo',
    roles: ['TRAINER'],
  },
  {
    key: 'sam',
    label: 'Client, onboarded',
    since: 50,
    firstName: 'Sam',
    lastName: 'Rivera',
    username: 'sam',
    email: 'sam@kinetic.demo',
    roles: ['CLIENT'],
    trainer: 'maya',
  },
  {
    key: 'alex',
    label: 'Client, new',
    since: 2,
    firstName: 'Alex',
    lastName: 'Chen',
    username: 'alex',
    email: 'alex@kinetic.demo',
    roles: ['CLIENT'],
    trainer: 'maya',
  },
  {
    key: 'priya',
    label: 'Client, onboarded',
    since: 21,
    firstName: 'Priya',
    lastName: 'Patel',
    username: 'priya',
    email: 'priya@kinetic.demo',
    roles: ['CLIENT'],
    trainer: 'jordan',
  },
  {
    key: 'noah',
    label: 'Client, new',
    since: 1,
    firstName: 'Noah',
    lastName: 'Kim',
    username: 'noah',
    email: 'noah@kinetic.demo',
    roles: ['CLIENT'],
    trainer: 'jordan',
  },
  {
    key: 'morgan',
    label: 'All three roles',
    since: 60,
    firstName: 'Morgan',
    lastName: 'Ellis',
    username: 'morgan',
    email: 'morgan@kinetic.demo',
    roles: ['CONSULTANT', 'TRAINER', 'CLIENT'],
    trainer: 'maya',
  },
];

type DemoAccount = NonNullable<PublicConfig['demoAccounts']>[number];

const DEMO_EMAILS = DEMO_USERS.map((u) => u.email);
const label = (u: DemoUser) => `${u.firstName} ${u.lastName} (${u.label})`;

/** Marks, in app_state, that this database's demo was created: it is never created again. */
const DEMO_KEY = 'demo';

/**
 * Creates the demo accounts and their data, once per database: a demo account deleted or changed
 * afterwards (a new password, another email) is never created again, so a demo that people have
 * taken over does not grow a published password back. All of it or nothing, in one transaction.
 * A database whose demo accounts were made before the marker existed keeps them as they are.
 * Answers whether it created the demo. With `objects`, Sam's check-ins come with progress photos
 * (stored first: a file no row names is harmless, a row naming no file is not).
 */
export async function seedDemo(database: Database, objects?: ObjectStorage): Promise<boolean> {
  const { db } = database;
  const [done] = await db.select({ key: appState.key }).from(appState).where(eq(appState.key, DEMO_KEY));
  if (done) return false;
  const photos = objects && (await storeDemoCheckInPhotos(objects));
  // One hash for all: they share the published password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts = createUsersRepository(db);
  return db.transaction(async (tx) => {
    // Several processes may start at once on one PostgreSQL: the first one creates the demo.
    const [claimed] = await tx
      .insert(appState)
      .values({ key: DEMO_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appState.key });
    if (!claimed) return false;
    const [earlier] = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, DEMO_EMAILS))
      .limit(1);
    if (earlier) return false;
    const ids = new Map<string, string>();
    for (const u of DEMO_USERS) {
      const id = await accounts.insert(
        {
          username: u.username,
          email: u.email,
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          roles: u.roles,
          trainerId: u.trainer ? (ids.get(u.trainer) ?? null) : null,
        },
        tx,
      );
      await tx
        .update(users)
        .set({ createdAt: new Date(Date.now() - u.since * DAY) })
        .where(eq(users.id, id));
      ids.set(u.key, id);
    }
    await seedDemoActivity(tx, ids);
    await seedDemoAdjustment(tx, ids);
    await seedDemoRecords(tx, ids);
    // Priya's intake tells of a knee injury and surgery: her trainer has confirmed the condition.
    await tx
      .update(users)
      .set({ conditions: ['knee'] })
      .where(eq(users.id, ids.get('priya')!));
    await seedDemoPrograms(tx, ids);
    await seedDemoConversations(tx, ids);
    await seedDemoAttention(tx, ids);
    await seedDemoNutrition(tx, ids);
    await seedDemoInvitations(tx, ids);
    await seedDemoHabits(tx, ids);
    await seedDemoCheckIns(tx, ids, photos);
    return true;
  });
}

/**
 * The demo accounts the sign-in page may offer: those that still exist, active, with the demo
 * password (each one checked, so a demo account someone has made their own is not offered).
 */
export async function usableDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const rows = await db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      roles: users.roles,
      isActive: users.isActive,
    })
    .from(users)
    .where(inArray(users.email, DEMO_EMAILS));
  const usable = new Map<string, Role[]>();
  for (const row of rows) {
    if (row.isActive && (await verifyPassword(row.passwordHash, DEMO_PASSWORD)))
      usable.set(row.email, row.roles as Role[]);
  }
  return DEMO_USERS.flatMap((u) => {
    const roles = usable.get(u.email);
    return roles ? [{ email: u.email, password: DEMO_PASSWORD, label: label(u), roles }] : [];
  });
}
