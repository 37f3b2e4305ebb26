import { randomBytes } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';
import { seedContent } from '../modules/content/content.seed';
import { profiles } from '../modules/profiles/profiles.table';
import { defaultAuthRateLimits, type AuthRateLimits } from '../plugins/rate-limits';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp extends App {
  database: DatabaseHandle;
  mail: MailMessage[];
  close(): Promise<void>;
}

/** A fresh database: in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: openDatabase({ dataDir: null }), drop: async () => {} };
  const name = `dyl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: openDatabase({ databaseUrl: url.toString(), dataDir: null }),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The whole app on a migrated, empty database, with mail captured in memory. */
export async function buildTestApp(
  options: {
    rateLimits?: Partial<AuthRateLimits>;
    seedContent?: boolean;
    /** Serve a built client from this folder (API tests serve none). */
    clientRoot?: string;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  const mail: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void mail.push(message) };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: '.tmp/test-data',
  });
  const app = await buildApp({
    config,
    database,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    mailer,
    serveClient: options.clientRoot !== undefined,
    clientRoot: options.clientRoot,
    rateLimits: { ...defaultAuthRateLimits, perIp: 1000, ...options.rateLimits },
  });
  await app.server.ready();
  if (options.seedContent) await seedContent(database.db);
  return {
    ...app,
    database,
    mail,
    close: async () => {
      await app.server.close();
      await database.close();
      await drop();
    },
  };
}

let counter = 0;

/** A unique sign-up body; override any field. */
export function newMember(
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
) {
  counter += 1;
  return {
    firstName: 'Robin',
    lastName: 'Lee',
    email: `member${counter}-${randomBytes(3).toString('hex')}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/** The Cookie header to send back, built from a response's Set-Cookie headers. */
export function cookieFrom(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c: string) => c.split(';')[0]).join('; ');
}

/** Signs a new member up and returns their cookie and ids. */
export async function signUpMember(app: TestApp, overrides: Parameters<typeof newMember>[0] = {}) {
  const body = newMember(overrides);
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    headers: { origin: TEST_ORIGIN },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { ...body, cookie: cookieFrom(response.headers), userId: response.json().user.id as string };
}

/** Signs a new member up and makes them an admin. */
export async function signUpAdmin(app: TestApp) {
  const member = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  await app.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, member.userId));
  return member;
}

/** Rows of a raw SQL query, on either driver (both answer with { rows }). */
export async function queryRows<T>(app: TestApp, query: SQL): Promise<T[]> {
  const result = (await app.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
