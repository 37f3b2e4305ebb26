import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from '../lib/media-storage/s3-storage';
import type { MediaStorage } from '../lib/media-storage/media-storage';

/** An S3-compatible bucket served by s3rver on loopback (never the network), in a temporary folder. */
export interface LoopbackBucket {
  /** The S3_* variables that point an app at it, as a deployment of several processes sets them. */
  env: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
  /** A client of its own, to look in the bucket past any app. */
  storage: MediaStorage;
  close(): Promise<void>;
}

export async function startLoopbackBucket(bucket = 'media'): Promise<LoopbackBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'dyl-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return {
    env,
    storage: createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      region: 'us-east-1',
    }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
