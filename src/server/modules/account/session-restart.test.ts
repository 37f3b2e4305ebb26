import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { resolveAuthSecret } from '../../auth-secret';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { TEST_ORIGIN, cookieFrom } from '../../test/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'dyl-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the app as main.ts does: the database and the generated secret both live in DATA_DIR. */
async function start() {
  const config = loadConfig({ LOG_LEVEL: 'silent', APP_URL: TEST_ORIGIN, DATA_DIR: dataDir });
  const database = openDatabase({ dataDir: join(dataDir, 'db') });
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    authSecret: resolveAuthSecret(config.AUTH_SECRET, dataDir),
    serveClient: false,
  });
  return { app, stop: async () => (await app.server.close(), await database.close()) };
}

describe('a session across a server restart', () => {
  // Two on-disk databases are created and opened here: slow on a busy machine, so it gets more time.
  it('keeps the member signed in with the same cookie', { timeout: 120_000 }, async () => {
    const first = await start();
    const signUp = await first.app.server.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { origin: TEST_ORIGIN },
      payload: {
        firstName: 'Rae',
        lastName: 'Stone',
        email: 'rae@example.com',
        password: 'long enough password',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const cookie = cookieFrom(signUp.headers);
    await first.stop();

    const second = await start();
    const session = await second.app.server.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie },
    });
    expect(session.json().user.email).toBe('rae@example.com');
    expect(session.json().profile.firstName).toBe('Rae');
    await second.stop();
  });
});
