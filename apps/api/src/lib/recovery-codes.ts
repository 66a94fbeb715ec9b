import { createHash, randomBytes } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read or typed. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 16;
export const RECOVERY_CODE_COUNT = 10;

/**
 * One recovery code: 16 characters of a 31-character alphabet (about 79 bits), written in groups
 * of four ("abcd-efgh-jkmn-pqrs"). That much randomness cannot be guessed or searched from its
 * hash, so a fast hash (SHA-256) stores it as safely as a slow password hash would.
 */
export function newRecoveryCode(): string {
  const bytes = randomBytes(LENGTH * 2);
  let code = '';
  // Two bytes per character, reduced modulo 31: a bias under 0.05%, far below what matters here.
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[bytes.readUInt16BE(i * 2) % ALPHABET.length];
  return code.match(/.{4}/g)!.join('-');
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '');

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Whether a typed code has the shape of a recovery code (not of a 6-digit app code). */
export const looksLikeRecoveryCode = (code: string): boolean => normalizeRecoveryCode(code).length === LENGTH;
