import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackBucket, type LoopbackBucket } from '../../test/loopback-bucket';

let bucket: LoopbackBucket;
beforeAll(async () => {
  bucket = await startLoopbackBucket();
});
afterAll(async () => bucket.close());

describe('S3 media storage (against s3rver on loopback)', () => {
  it('puts, gets and deletes an object; a missing one is null', async () => {
    const { storage } = bucket;
    const bytes = Buffer.from([1, 2, 3, 4, 5]);
    await storage.put('0123456789abcdef0123456789abcdef.png', bytes, 'image/png');
    expect(await storage.get('0123456789abcdef0123456789abcdef.png')).toEqual(bytes);
    await storage.delete('0123456789abcdef0123456789abcdef.png');
    expect(await storage.get('0123456789abcdef0123456789abcdef.png')).toBeNull();
  });

  it('keeps a key with a prefix apart, and refuses a key that could leave it', async () => {
    const { storage } = bucket;
    await storage.put('avatars/one.webp', Buffer.from('one'), 'image/webp');
    expect(await storage.get('avatars/one.webp')).toEqual(Buffer.from('one'));
    expect(await storage.get('one.webp')).toBeNull();
    await storage.delete('avatars/one.webp');
    expect(await storage.get('avatars/one.webp')).toBeNull();
    await expect(storage.get('avatars/../one.webp')).rejects.toThrow(/not a media storage key/);
    await expect(storage.put('/one.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/not a media/);
  });
});
