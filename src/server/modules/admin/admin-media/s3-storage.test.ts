import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';

let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'dyl-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3 media storage (against s3rver on loopback)', () => {
  it('puts, gets and deletes an object; a missing one is null', async () => {
    const storage = createS3Storage({
      endpoint,
      bucket: 'media',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
    });
    const bytes = Buffer.from([1, 2, 3, 4, 5]);
    await storage.put('0123456789abcdef0123456789abcdef.png', bytes, 'image/png');
    expect(await storage.get('0123456789abcdef0123456789abcdef.png')).toEqual(bytes);
    await storage.delete('0123456789abcdef0123456789abcdef.png');
    expect(await storage.get('0123456789abcdef0123456789abcdef.png')).toBeNull();
  });
});
