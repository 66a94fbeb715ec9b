import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, linkSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Encrypts small secrets kept in the database (the TOTP secrets of two-step sign-in) with
 * AES-256-GCM, so that a dump of the database alone does not give them away. Each value is bound
 * to its owner (the user id as associated data): a value copied to another row does not decrypt.
 */
export interface SecretBox {
  seal(plain: string, owner: string): string;
  open(sealed: string, owner: string): string;
}

const VERSION = 'v1';

export function createSecretBox(keyMaterial: string): SecretBox {
  // Any string of 32 or more characters: hashed to the 256-bit key.
  const key = createHash('sha256').update(keyMaterial).digest();
  return {
    seal(plain, owner) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join(':');
    },
    open(sealed, owner) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unknown sealed format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(owner));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export const SECRET_KEY_FILE = 'secret.key';

/**
 * The key from the MFA_SECRET_KEY setting; without it, a random key kept in DATA_DIR/secret.key
 * (made on first use, readable by the owner only). Processes sharing one DATA_DIR share the file;
 * processes on several machines need the setting.
 */
export function secretKeyMaterial(setting: string | undefined, dataDir: string): string {
  if (setting) return setting;
  const file = join(dataDir, SECRET_KEY_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  // Written aside and linked into place: of processes starting together, one key wins, whole.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
  chmodSync(temporary, 0o600);
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}
