import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { eq, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App, type AppOptions } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createPostgresState } from '../shared-state/postgres-state';
import type { SharedState } from '../shared-state/shared-state';
import { noCommunityLimits, type CommunityLimits } from '../modules/community/community-limits';
import { seedCommunity } from '../modules/community/community.seed';
import { createFolderStorage } from '../lib/media-storage/folder-storage';
import { seedContent } from '../modules/content/content.seed';
import { profiles } from '../modules/profiles/profiles.table';
import { defaultAuthRateLimits, type AuthRateLimits } from '../plugins/rate-limits';
import type { WriteLimits } from '../plugins/write-limits';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp extends App {
  database: DatabaseHandle;
  mail: MailMessage[];
  queries: QueryCounter;
  close(): Promise<void>;
}

/** A fresh database copied from the run's migrated template: in-memory PGlite, or a new PostgreSQL database. */
async function openTestDatabase(
  onQuery: (sql: string, params: unknown[]) => void,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const templatePath = inject('pgliteTemplatePath');
    const loadDataDir = templatePath ? new Blob([readFileSync(templatePath)]) : undefined;
    return { database: openDatabase({ dataDir: null, loadDataDir, onQuery }), drop: async () => {} };
  }
  const name = `dyl_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: openDatabase({ databaseUrl: url.toString(), dataDir: null, onQuery }),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Counts the statements sent to the database, to assert how many round trips a request costs. */
export interface QueryCounter {
  count: number;
  statements: string[];
  /** The parameters of each statement, in the same order (to EXPLAIN exactly what a request sent). */
  params: unknown[][];
  reset(): void;
}

export interface TestAppOptions {
  rateLimits?: Partial<AuthRateLimits>;
  /** Seeds the content and the forum's channels and badges. */
  seedContent?: boolean;
  /** Forum write limits; off unless a test sets them. */
  communityLimits?: Partial<CommunityLimits>;
  /** A second server instance on the first one's database (as two processes behind a load balancer). */
  shareDatabaseWith?: TestApp;
  /** State shared by instances (Redis in production; a shared memory state stands in for it). */
  sharedState?: SharedState;
  /**
   * As several processes on PostgreSQL without Redis run: marks and counters in the database, changes by
   * LISTEN/NOTIFY (each instance its own listener, also on the embedded database).
   */
  shareThroughDatabase?: boolean;
  writeLimits?: WriteLimits;
  /** Called for every route as it is registered. */
  onRoute?: AppOptions['onRoute'];
  /** Collects the app's log lines (level error and above, or logLevel) here instead of discarding them. */
  logLines?: string[];
  /** The level logLines collects from (default error). */
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error';
  /** More configuration variables, e.g. an https APP_URL or TRUST_PROXY. */
  env?: Record<string, string>;
  /** A folder for uploaded media (default: .tmp/test-data/media). */
  mediaDir?: string;
  /** Answers Stripe's API calls (the network is never used). */
  stripeFetch?: typeof fetch;
  /** Serve a built client from this folder (API tests serve none). */
  clientRoot?: string;
}

/** The whole app on a migrated, empty database, with mail captured in memory. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const queries: QueryCounter = {
    count: 0,
    statements: [],
    params: [],
    reset() {
      this.count = 0;
      this.statements = [];
      this.params = [];
    },
  };
  const shared = options.shareDatabaseWith;
  const { database, drop } = shared
    ? { database: shared.database, drop: async () => {} }
    : await openTestDatabase((sql, params) => {
        queries.count += 1;
        queries.statements.push(sql);
        queries.params.push(params);
      });
  if (!shared) await database.migrate();
  const mail: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void mail.push(message) };
  // As production runs: PostgreSQL without Redis shares through the database, the embedded one in memory.
  const throughDatabase =
    options.shareThroughDatabase ?? (database.kind === 'postgres' && options.sharedState === undefined);
  const databaseState = throughDatabase ? await createPostgresState(database) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logLines ? (options.logLevel ?? 'error') : (process.env.TEST_LOG_LEVEL ?? 'silent'),
    APP_URL: TEST_ORIGIN,
    DATA_DIR: '.tmp/test-data',
    // No job queue unless a test asks for one (JOBS: 'on'): a test drives the scheduler itself.
    JOBS: 'off',
    // The loopback push services of the tests.
    PUSH_SERVICE_HOSTS: '127.0.0.1,fcm.googleapis.com',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    mailer,
    serveClient: options.clientRoot !== undefined,
    clientRoot: options.clientRoot,
    sharedState: databaseState ?? options.sharedState,
    communityLimits: { ...noCommunityLimits, ...options.communityLimits },
    mediaStorage: options.mediaDir ? createFolderStorage(options.mediaDir) : undefined,
    rateLimits: { ...defaultAuthRateLimits, perIp: 1000, ...options.rateLimits },
    writeLimits: options.writeLimits,
    onRoute: options.onRoute,
    stripeFetch: options.stripeFetch,
    logStream: options.logLines && { write: (line: string) => void options.logLines?.push(line) },
  });
  await app.server.ready();
  if (options.seedContent) {
    await seedContent(database.db);
    await seedCommunity(database.db);
  }
  return {
    ...app,
    database,
    mail,
    queries: shared ? shared.queries : queries,
    close: async () => {
      await app.server.close();
      await databaseState?.close();
      if (shared) return;
      await database.close();
      await drop();
    },
  };
}

let counter = 0;

/** A unique sign-up body; override any field, or add the browser's time zone. */
export function newMember(
  overrides: Partial<{
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    timeZone: string;
  }> = {},
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
  const session = response.json() as { user: { id: string }; profile: { username: string } };
  return {
    ...body,
    cookie: cookieFrom(response.headers),
    userId: session.user.id,
    /** The neutral username given at sign-up, not yet a chosen forum name. */
    username: session.profile.username,
  };
}

/**
 * Has the member choose their forum name through the API (their current username unless given), as the forum
 * asks before a first post or reply; returns the member with it.
 */
export async function chooseForumName<M extends { cookie: string; username: string }>(
  app: TestApp,
  member: M,
  forumName = member.username,
): Promise<M> {
  const response = await app.server.inject({
    method: 'PUT',
    url: '/api/profile/forum-name',
    headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    payload: { forumName },
  });
  if (response.statusCode !== 200)
    throw new Error(`forum name failed: ${response.statusCode} ${response.body}`);
  return { ...member, username: (response.json() as { username: string }).username };
}

/** Signs a new member up and makes them an admin, who has chosen their forum name (as the seeded admin). */
export async function signUpAdmin(app: TestApp) {
  const member = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  await app.database.db
    .update(profiles)
    .set({ role: 'admin', forumNameChosenAt: new Date() })
    .where(eq(profiles.id, member.userId));
  return member;
}

/** Rows of a raw SQL query, on either driver (both answer with { rows }). */
export async function queryRows<T>(app: TestApp, query: SQL): Promise<T[]> {
  const result = (await app.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Gives a member a tier as an admin does it (through the admin route), as tests must: never by writing tables. */
export async function setTierThroughAdmin(app: TestApp, userId: string, subscriptionTier: string) {
  const admin = await signUpAdmin(app);
  const response = await app.server.inject({
    method: 'PATCH',
    url: `/api/admin/users/${userId}`,
    payload: { subscriptionTier },
    headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
  });
  if (response.statusCode !== 200)
    throw new Error(`setting the tier answered ${response.statusCode}: ${response.body}`);
}
