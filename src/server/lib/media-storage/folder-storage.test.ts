import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFolderStorage } from './folder-storage';

const parent = mkdtempSync(join(tmpdir(), 'dyl-folder-storage-'));
const folder = join(parent, 'media');
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('folder media storage', () => {
  const storage = createFolderStorage(folder);

  it('keeps a key with a prefix in its subfolder, creating it; a missing key is null, deleting one is fine', async () => {
    await storage.put('avatars/a.webp', Buffer.from('avatar'), 'image/webp');
    expect(readFileSync(join(folder, 'avatars', 'a.webp'), 'utf8')).toBe('avatar');
    expect(await storage.get('avatars/a.webp')).toEqual(Buffer.from('avatar'));
    expect(await storage.get('a.webp')).toBeNull();
    await storage.delete('avatars/a.webp');
    await storage.delete('avatars/a.webp');
    expect(await storage.get('avatars/a.webp')).toBeNull();
  });

  it('never reaches outside its folder, whatever the key', async () => {
    writeFileSync(join(parent, 'secret.txt'), 'secret');
    for (const key of [
      '../secret.txt',
      'avatars/../../secret.txt',
      '/etc/passwd',
      '..',
      '.',
      '',
      'a//b',
      'a\\b',
    ]) {
      await expect(storage.get(key), key).rejects.toThrow(/media storage key/);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /media storage key/,
      );
      await expect(storage.delete(key), key).rejects.toThrow(/media storage key/);
    }
    expect(readFileSync(join(parent, 'secret.txt'), 'utf8')).toBe('secret');
  });
});
