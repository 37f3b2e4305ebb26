import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmails, urlForLog } from '../lib/log-scrub';
import { createMailer } from '../mail/mailer';
import { sampleToolData } from '../modules/tool-data/tool-data.samples';
import { TEST_ORIGIN, buildTestApp, cookieFrom, newMember, type TestApp } from '../test/test-app';
import { serializeErrorForLog } from './error-log';
import { logFormat, requestIdFor } from './logger-options';

// What the member writes through the app, none of which the log may hold.
const marker = `MARKER${randomBytes(6).toString('hex')}`;
const password = `pw-${marker}-horse`;
const newPassword = `new-${marker}-battery`;
const member = newMember({ password });
const failingMember = newMember({
  lastName: marker,
  password: `pw-${randomBytes(6).toString('hex')}-stapler`,
});
const givenRequestId = `proxy-${randomBytes(8).toString('hex')}`;

interface LogLine {
  reqId?: string;
}

const lines: string[] = [];
// The log lines of each request, by the id it answered with.
const linesOfRequest = new Map<string, string[]>();
const secrets: string[] = [
  password,
  newPassword,
  member.email,
  failingMember.email,
  marker,
  failingMember.password,
];
let app: TestApp;

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  const from = lines.length;
  const response = await app.server.inject({
    ...options,
    headers: { origin: TEST_ORIGIN, ...options.headers },
  });
  // The completion line is written once the response has finished.
  await new Promise((resolve) => setImmediate(resolve));
  linesOfRequest.set(String(response.headers['x-request-id']), lines.slice(from));
  return response;
}

/** The session cookie's values are among the secrets. */
function keepCookieValues(response: LightMyRequestResponse): string {
  const cookie = cookieFrom(response.headers);
  const values = cookie.split('; ').map((pair) => pair.slice(pair.indexOf('=') + 1));
  secrets.push(...values.filter((value) => value.length > 0));
  return cookie;
}

async function signIn(withPassword: string): Promise<string> {
  const response = await send({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email: member.email, password: withPassword },
  });
  expect(response.statusCode).toBe(200);
  return keepCookieValues(response);
}

beforeAll(async () => {
  app = await buildTestApp({ logLines: lines, logLevel: 'trace', seedContent: true });
  lines.length = 0;

  const signUp = await send({ method: 'POST', url: '/api/account/sign-up', payload: member });
  expect(signUp.statusCode).toBe(201);
  keepCookieValues(signUp);
  const cookie = await signIn(password);

  const entry = await send({
    method: 'POST',
    url: '/api/tools/self-awareness-journal/entries',
    headers: { cookie, 'x-request-id': givenRequestId },
    payload: { data: { ...sampleToolData['self-awareness-journal'], text: `Today ${marker} happened.` } },
  });
  expect(entry.statusCode).toBe(201);

  const resetRequest = await send({
    method: 'POST',
    url: '/api/account/password-reset/request',
    payload: { email: member.email },
  });
  expect(resetRequest.statusCode).toBe(200);
  const link = new URL(app.mail.find((m) => m.to === member.email && m.link?.includes('token='))?.link ?? '');
  const token = link.searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  secrets.push(token);
  // The link as the browser opens it (no client is served here: the 404 still logs its URL), then the reset.
  await send({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { 'x-request-id': 'bad id' } });
  const reset = await send({
    method: 'POST',
    url: '/api/account/password-reset',
    payload: { token, newPassword },
  });
  expect(reset.statusCode).toBe(200);

  // A 500 from a real failure: the database refuses the profile of a sign-up (names, address, password).
  await app.database.db.execute(sql`alter table profiles add constraint refuse_all check (false) not valid`);
  try {
    const failing = await send({ method: 'POST', url: '/api/account/sign-up', payload: failingMember });
    expect(failing.statusCode, failing.body).toBe(500);
  } finally {
    await app.database.db.execute(sql`alter table profiles drop constraint refuse_all`);
  }

  const badJson = await send({
    method: 'POST',
    url: '/api/tools/self-awareness-journal/entries',
    headers: { cookie: await signIn(newPassword), 'content-type': 'application/json' },
    payload: `{"data": {"text": ${marker} ${member.email} ${password}}}`,
  });
  expect(badJson.statusCode).toBe(400);
});
afterAll(async () => app.close());

describe('the log of a member’s requests', () => {
  it('holds lines of every request, the failure among them', () => {
    expect(linesOfRequest.size).toBe(9);
    const log = lines.join('\n');
    expect(log).toContain('incoming request');
    expect(log).toContain('unhandled error');
    expect(log).toContain('/reset-password?token=[redacted]');
  });

  it('holds no password, address, journal text, session cookie or reset token', () => {
    const log = lines.join('\n');
    for (const secret of secrets) expect(secret.length).toBeGreaterThan(6);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain(encodeURIComponent(member.email));
  });

  it('gives every line of a request its id, a well-formed X-Request-Id as sent', () => {
    for (const [id, requestLines] of linesOfRequest) {
      expect(requestLines.length).toBeGreaterThan(0);
      for (const line of requestLines) expect((JSON.parse(line) as LogLine).reqId, line).toBe(id);
    }
    expect(linesOfRequest.has(givenRequestId)).toBe(true);
    const ids = [...linesOfRequest.keys()];
    expect(ids).not.toContain('bad id');
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
  });
});

describe('the scrubbing functions', () => {
  it('mask e-mail addresses, also percent-encoded', () => {
    expect(maskEmails('to ada.lovelace@example.com and b@mail.example.org')).toBe(
      'to a***@example.com and b***@mail.example.org',
    );
    expect(maskEmails('/api/x?who=ada%40example.com')).toBe('/api/x?who=a***%40example.com');
  });

  it('keep a URL’s path and parameter names, not a token’s or an address’s value', () => {
    expect(urlForLog('/confirm-email-change?token=abc123&next=%2Fhome')).toBe(
      '/confirm-email-change?token=[redacted]&next=%2Fhome',
    );
    expect(urlForLog('/api/admin/users?q=zebulon&limit=20&email=a%40b.co')).toBe(
      '/api/admin/users?q=[redacted]&limit=20&email=[redacted]',
    );
  });

  it('log a JSON parse error without the text it quotes', () => {
    let parseError: unknown;
    try {
      JSON.parse(`{"t": ${marker} ada@example.com}`);
    } catch (error) {
      parseError = error;
    }
    // V8 quotes the text around the fault.
    expect(String(parseError)).toContain(marker.slice(0, 10));
    const logged = JSON.stringify(serializeErrorForLog(parseError));
    expect(logged).toContain('SyntaxError');
    expect(logged).not.toContain(marker.slice(0, 10));
    expect(logged).not.toContain('ada@example.com');
  });

  it('take a well-formed X-Request-Id only, and pretty print only on a terminal outside tests', () => {
    expect(requestIdFor({ headers: { 'x-request-id': 'abc-123_4.5' } })).toBe('abc-123_4.5');
    for (const given of ['short', 'has space in it', 'x'.repeat(65), '{"a":1}\nforged'])
      expect(requestIdFor({ headers: { 'x-request-id': given } })).not.toBe(given);
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: undefined }, true)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: undefined }, false)).toBe('json');
    expect(logFormat({ NODE_ENV: 'test', LOG_FORMAT: undefined }, true)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'json' }, true)).toBe('json');
  });

  it('log a mail written to a file with the file, not the link’s token', async () => {
    const logged: unknown[] = [];
    const logger = { info: (fields: unknown) => void logged.push(fields) } as unknown as FastifyBaseLogger;
    const mailDir = mkdtempSync(join(tmpdir(), 'dyl-mail-'));
    const mailer = createMailer({ from: 'x <x@localhost>', mailDir, logger });
    const link = `${TEST_ORIGIN}/reset-password?token=${marker}`;
    await mailer.send({ to: 'ada@example.com', subject: 'Reset', text: link, link });
    const [fields] = logged as [{ file: string; link: string }];
    expect(fields.link).toBe(`${TEST_ORIGIN}/reset-password?token=[redacted]`);
    expect(readFileSync(fields.file, 'utf8')).toContain(marker);
  });
});
