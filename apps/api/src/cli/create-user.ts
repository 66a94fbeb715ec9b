import { parseArgs } from 'node:util';
import { ROLES, roleSchema, type Role } from '@kinetic/contracts/common';
import { firstNameField, lastNameField, usernameField } from '@kinetic/contracts/auth';
import { emailField } from '@kinetic/contracts/common';
import { openDatabase } from '../db/client.ts';
import { PRIVATE_UMASK } from '../lib/private-dir.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { loadSettings } from '../env.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createUsersRepository, normalizeEmail } from '../modules/users/users.repository.ts';

const USAGE = `Creates an active user in the configured database (DATABASE_URL, else the embedded one in DATA_DIR).

  npm run create-user -- --email E [--password P] --roles CONSULTANT,TRAINER,CLIENT
                         [--first-name F] [--last-name L] [--username U]

Without --password, the password is read from standard input.`;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function fail(message: string): never {
  console.error(`create-user: ${message}`);
  process.exit(2);
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      roles: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      username: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) fail(`--email: ${email.error.issues[0]?.message}\n\n${USAGE}`);
  const roles = (values.roles ?? '')
    .split(',')
    .map((r) => r.trim().toUpperCase())
    .filter(Boolean);
  if (roles.length === 0 || !roles.every((r) => roleSchema.safeParse(r).success)) {
    fail(`--roles: give one or more of ${ROLES.join(', ')}, separated by commas`);
  }
  const password = values.password ?? (await readStdin());
  if (password.length < 8) fail('the password must be at least 8 characters');

  const localPart = email.data.split('@')[0]!.replace(/[^A-Za-z0-9._-]/g, '');
  const username = usernameField.safeParse(values.username ?? localPart.padEnd(3, '0'));
  if (!username.success) fail(`--username: ${username.error.issues[0]?.message}`);
  const capitalized = localPart.charAt(0).toUpperCase() + localPart.slice(1);
  const firstName = firstNameField.safeParse(values['first-name'] ?? capitalized);
  if (!firstName.success) fail(`--first-name: ${firstName.error.issues[0]?.message}`);
  const lastName = lastNameField.safeParse(values['last-name'] ?? 'Admin');
  if (!lastName.success) fail(`--last-name: ${lastName.error.issues[0]?.message}`);

  const settings = loadSettings();
  process.umask(PRIVATE_UMASK);
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  try {
    await prepareDatabase(database, settings.db.migrationUrl);
    const users = createUsersRepository(database.db);
    if (await users.emailTaken(email.data)) fail(`an account with the email ${email.data} already exists`);
    if (await users.usernameTaken(username.data))
      fail(`the username ${username.data} is taken: choose one with --username`);
    const id = await users.insert({
      email: email.data,
      username: username.data,
      firstName: firstName.data,
      lastName: lastName.data,
      roles: roles as Role[],
      passwordHash: await hashPassword(password),
    });
    console.log(
      `Created ${roles.join(', ')} ${normalizeEmail(email.data)} (username ${username.data}, id ${id}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
