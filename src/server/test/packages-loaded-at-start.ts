// Run by start-weight.test.ts in a process of its own: builds the app as an embedded start without Redis, S3,
// SMTP or Stripe, then prints the npm packages the CommonJS loader has loaded.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const database = openDatabase({ dataDir: null });
await database.migrate();
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'dyl-start-weight-')),
  }),
  database,
  authSecret: 'start-weight-secret-start-weight-secret-0',
  serveClient: false,
});
await app.server.ready();
const packages = new Set(
  Object.keys(createRequire(import.meta.url).cache).map(
    (path) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1] ?? '',
  ),
);
await app.server.close();
await database.close();
process.stdout.write(JSON.stringify([...packages].filter(Boolean).sort()));
