import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, so a stolen database yields no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
