import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { avatarStatus } from './avatar.test-kit';

const dataDir = mkdtempSync(join(tmpdir(), 'dyl-legacy-avatars-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('avatars kept in DATA_DIR/avatars before the one media storage', () => {
  it('are moved into the media storage at start, under the same URL, and the old folder goes', async () => {
    const legacy = join(dataDir, 'avatars');
    mkdirSync(legacy, { recursive: true });
    const name = `${randomUUID()}.webp`;
    writeFileSync(join(legacy, name), 'an old avatar');
    writeFileSync(join(legacy, 'notes.txt'), 'not an avatar: left where it is');

    const app = await buildTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const served = await app.server.inject({ method: 'GET', url: `/avatars/${name}` });
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe('an old avatar');
      expect(existsSync(join(dataDir, 'media', 'avatars', name))).toBe(true);
      expect(existsSync(join(legacy, name))).toBe(false);
      expect(existsSync(join(legacy, 'notes.txt'))).toBe(true);
      expect(await avatarStatus(app, '/avatars/notes.txt')).toBe(404);
    } finally {
      await app.close();
    }

    rmSync(join(legacy, 'notes.txt'));
    const again = await buildTestApp({ env: { DATA_DIR: dataDir } });
    try {
      expect(await avatarStatus(again, `/avatars/${name}`)).toBe(200);
      expect(existsSync(legacy)).toBe(false);
    } finally {
      await again.close();
    }
  });
});
