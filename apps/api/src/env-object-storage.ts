import { z } from 'zod';
import type { ObjectStorageSettings } from './lib/object-storage/index.ts';

// The object storage's settings, read with the others by env.ts: files under DATA_DIR unless an
// S3-compatible bucket is named.

/** A yes or no setting. */
export const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { message: 'must be 0 or 1' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

export const S3_SETTINGS = {
  S3_ENDPOINT: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
  S3_REGION: z.string().trim().min(1).max(64, 'must be at most 64 characters').optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3 to 63 lowercase letters, digits, dots, dashes)',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
};

type S3Values = z.output<z.ZodObject<typeof S3_SETTINGS>>;

/**
 * Any S3_* setting asks for a bucket: then the bucket and both keys are needed (a half-given set
 * would otherwise fall back to files without a word). S3_REGION defaults to us-east-1, which the
 * self-hosted services accept. `refuse` makes the error that stops the start.
 */
export function objectStorageOf(s: S3Values, refuse: (message: string) => Error): ObjectStorageSettings {
  const keys = Object.keys(S3_SETTINGS) as (keyof S3Values)[];
  if (keys.every((key) => s[key] === undefined)) return { kind: 'files' };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (key) => s[key] === undefined,
  );
  if (missing.length > 0)
    throw refuse(
      `Invalid settings:\n  ${missing.join(', ')}: S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or no S3_* setting, for files under DATA_DIR).`,
    );
  return {
    kind: 's3',
    endpoint: s.S3_ENDPOINT,
    region: s.S3_REGION ?? 'us-east-1',
    bucket: s.S3_BUCKET!,
    accessKeyId: s.S3_ACCESS_KEY_ID!,
    secretAccessKey: s.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: s.S3_FORCE_PATH_STYLE ?? false,
  };
}
