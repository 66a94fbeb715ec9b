import type { Role } from '@kinetic/contracts/common';
import type { PublicConfig } from '@kinetic/contracts/config';
import type { Database } from '../client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createUsersRepository } from '../../modules/users/users.repository.ts';
import { seedDemoActivity } from './demo-activity.ts';

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
}

const DEMO_USERS: DemoUser[] = [
  {
    key: 'casey',
    label: 'Consultant',
    firstName: 'Casey',
    lastName: 'Morgan',
    username: 'casey',
    email: 'consultant@kinetic.demo',
    roles: ['CONSULTANT'],
  },
  {
    key: 'maya',
    label: 'Trainer',
    firstName: 'Maya',
    lastName: 'Torres',
    username: 'maya',
    email: 'maya@kinetic.demo',
    roles: ['TRAINER'],
  },
  {
    key: 'jordan',
    label: 'Trainer',
    firstName: 'Jordan',
    lastName: 'Blake',
    username: 'jordan',
    email: 'jordan@kinetic.demo',
    roles: ['TRAINER'],
  },
  {
    key: 'sam',
    label: 'Client, onboarded',
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
    firstName: 'Morgan',
    lastName: 'Ellis',
    username: 'morgan',
    email: 'morgan@kinetic.demo',
    roles: ['CONSULTANT', 'TRAINER', 'CLIENT'],
    trainer: 'maya',
  },
];

export const demoAccounts: NonNullable<PublicConfig['demoAccounts']> = DEMO_USERS.map((u) => ({
  email: u.email,
  password: DEMO_PASSWORD,
  label: `${u.firstName} ${u.lastName} (${u.label})`,
  roles: u.roles,
}));

/** Creates the demo accounts and their data when they do not exist yet. Safe to run at every start. */
export async function seedDemo(database: Database): Promise<void> {
  const ids = await seedDemoUsers(database);
  await seedDemoActivity(database, ids);
}

async function seedDemoUsers(database: Database): Promise<Map<string, string>> {
  const users = createUsersRepository(database.db);
  const ids = new Map<string, string>();
  for (const u of DEMO_USERS) {
    const existing = await users.findCredentialsByEmail(u.email);
    if (existing) {
      ids.set(u.key, existing.id);
      continue;
    }
    const id = await users.insert({
      username: u.username,
      email: u.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: u.firstName,
      lastName: u.lastName,
      roles: u.roles,
      trainerId: u.trainer ? (ids.get(u.trainer) ?? null) : null,
    });
    ids.set(u.key, id);
  }
  return ids;
}
