import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { checkKey, type ObjectStorage, type StoredObject } from './object-storage.ts';

export interface S3Settings {
  /** An S3-compatible service's address; unset: AWS itself, by region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO, most self-hosted ones). */
  forcePathStyle: boolean;
}

/** The most keys one DeleteObjects request takes. */
const DELETE_BATCH = 1000;

/** Objects in a bucket of any S3-compatible service. An object is whole or absent (S3's own rule). */
export function s3Storage(settings: S3Settings): ObjectStorage & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A storage that does not answer fails the call (503 to an upload) rather than holding it.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
  });
  const Bucket = settings.bucket;

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkKey(key), Body: body, ContentType: contentType }),
      );
    },

    async get(key): Promise<Readable | undefined> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return answer.Body as Readable | undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },

    async read(key): Promise<Buffer | undefined> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return answer.Body && Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },

    async deleteMany(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH).map((key) => ({ Key: checkKey(key) }));
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0)
          throw new Error(
            `Could not delete ${failed.length} object(s): ${failed
              .slice(0, 3)
              .map((e) => `${e.Key} (${e.Code})`)
              .join(', ')}`,
          );
      }
    },

    async *list(prefix): AsyncIterable<StoredObject> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    close: () => client.destroy(),
  };
}
