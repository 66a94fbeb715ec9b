import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/object-storage/index.ts';

/**
 * A real S3-compatible server (s3rver) on loopback, on a free port, with one empty bucket: the S3
 * storage is tested against it over HTTP, signatures checked, as against a real service.
 */
export async function startS3Server(bucket = 'kinetic-test'): Promise<{
  settings: S3Settings;
  close: () => Promise<void>;
}> {
  const directory = mkdtempSync(join(tmpdir(), 'kinetic-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      // s3rver's own credentials: it checks the signature made with them.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
