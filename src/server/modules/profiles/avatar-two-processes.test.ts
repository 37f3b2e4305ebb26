import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryState } from '../../shared-state/memory-state';
import { startLoopbackBucket, type LoopbackBucket } from '../../test/loopback-bucket';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, signUpMember, type TestApp } from '../../test/test-app';
import { avatarStatus, uploadAvatar } from './avatar.test-kit';

// Two processes behind a load balancer, each with a disk of its own (its DATA_DIR), one database and one S3
// bucket (s3rver on loopback): an avatar is wherever any process asks for it, and gone everywhere once deleted.
let bucket: LoopbackBucket;
let a: TestApp;
let b: TestApp;
const disks = [mkdtempSync(join(tmpdir(), 'dyl-process-a-')), mkdtempSync(join(tmpdir(), 'dyl-process-b-'))];

beforeAll(async () => {
  bucket = await startLoopbackBucket();
  const state = createMemoryState();
  const env = (dataDir: string) => ({ ...bucket.env, DATA_DIR: dataDir });
  a = await buildTestApp({ sharedState: state, env: env(disks[0]!) });
  b = await buildTestApp({ shareDatabaseWith: a, sharedState: state, env: env(disks[1]!) });
});
afterAll(async () => {
  await b.close();
  await a.close();
  await bucket.close();
  for (const disk of disks) rmSync(disk, { recursive: true, force: true });
});

const send = (app: TestApp, method: 'DELETE', url: string, cookie: string, payload?: object) =>
  app.server.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, cookie } });

describe('avatars with two processes on one S3 bucket', () => {
  it('uploaded through one, served by the other, and kept on neither disk', async () => {
    const member = await signUpMember(a);
    const { url, key } = await uploadAvatar(a, member.cookie);
    const stored = await bucket.storage.get(key);
    expect(stored).not.toBeNull();
    const served = await b.server.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload).toEqual(stored);
    for (const disk of disks) {
      expect(existsSync(join(disk, 'avatars'))).toBe(false);
      expect(existsSync(join(disk, 'media'))).toBe(false);
    }
  });

  it('replaced through the other process, the old one is gone from the bucket and from both', async () => {
    const member = await signUpMember(a);
    const first = await uploadAvatar(a, member.cookie);
    const second = await uploadAvatar(b, member.cookie);
    expect(await bucket.storage.get(first.key)).toBeNull();
    expect([await avatarStatus(a, first.url), await avatarStatus(b, first.url)]).toEqual([404, 404]);
    expect([await avatarStatus(a, second.url), await avatarStatus(b, second.url)]).toEqual([200, 200]);
  });

  it('the member deleting their account through the other process deletes it from the bucket', async () => {
    const member = await signUpMember(a);
    const { url, key } = await uploadAvatar(a, member.cookie);
    expect(await avatarStatus(b, url)).toBe(200);
    const deleted = await send(b, 'DELETE', '/api/me', member.cookie, {
      password: member.password,
      removeCommunityContent: false,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await bucket.storage.get(key)).toBeNull();
    expect([await avatarStatus(a, url), await avatarStatus(b, url)]).toEqual([404, 404]);
  });

  it('an admin deleting the member through the other process deletes it from the bucket', async () => {
    const admin = await signUpAdmin(a);
    const member = await signUpMember(a);
    const { url, key } = await uploadAvatar(a, member.cookie);
    const deleted = await send(b, 'DELETE', `/api/admin/users/${member.userId}`, admin.cookie);
    expect(deleted.statusCode).toBe(204);
    expect(await bucket.storage.get(key)).toBeNull();
    expect([await avatarStatus(a, url), await avatarStatus(b, url)]).toEqual([404, 404]);
  });
});
