import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP: m=19456 KiB, t=2, p=1).
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verified against unknown accounts so that a miss costs as much time as a hit.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$trNRHpw2TpfshKY+NTGjGQ$3liVbb4Fn7mIbckllKnq5UTeRbKOQDxPCuok/4PND3I';

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? DUMMY_HASH, password);
    return storedHash !== undefined && ok;
  } catch {
    return false;
  }
}
