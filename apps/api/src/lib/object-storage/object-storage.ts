import type { Readable } from 'node:stream';

/**
 * Where the API keeps files that are not rows (progress photos): the same same calls whether they
 * lie under DATA_DIR or in an S3-compatible bucket, so no caller knows which.
 */
export interface ObjectStorage {
  /** Stores `body` under `key`, replacing what was there; whole or not at all. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object as a stream, or undefined when there is none under `key`. */
  get(key: string): Promise<Readable | undefined>;
  /** A small object (a thumbnail) whole, or undefined when there is none: cheaper than a stream. */
  read(key: string): Promise<Buffer | undefined>;
  /** Removes the object; one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Removes these objects (any number); those not there are not an error. */
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Every object whose key starts with `prefix`, with when it was last written, in no set order. */
  list(prefix: string): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Keys are made by the API (`progress-photos/<client id>/<photo id>-full.webp`), never taken from a
 * request: lowercase letters, digits, dashes, dots and slashes between non-empty segments, nothing
 * that could climb out of the folder (`..`) or name a hidden file.
 */
const KEY = /^[a-z0-9][a-z0-9-]*(\.[a-z0-9]+)?(\/[a-z0-9][a-z0-9-]*(\.[a-z0-9]+)?)*$/;
const MAX_KEY_LENGTH = 512;

export function checkKey(key: string): string {
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key))
    throw new Error(`Not an object key: ${JSON.stringify(key)}`);
  return key;
}
