import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../test/test-app';
import { unreadableRequestHandler } from './error-handler';

// Bodies as they arrive on the wire: app.inject never frames a body, so these go through a real socket.

let app: TestApp;
let port: number;
let cookie: string;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  cookie = (await signUpMember(app)).cookie;
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends the bytes as they are on one connection the server closes after answering. */
function sendRaw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

function deleteRequest(path: string, headers: string[], body = ''): string {
  return [
    `DELETE ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Origin: ${TEST_ORIGIN}`,
    `Cookie: ${cookie}`,
    'Connection: close',
    ...headers,
    '',
    body,
  ].join('\r\n');
}

const chunked = (text: string) =>
  `${text ? `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n` : ''}0\r\n\r\n`;
const JSON_TYPE = 'Content-Type: application/json';
const CHUNKED = 'Transfer-Encoding: chunked';

/** The same empty or `{}` body framed every way a client sends a DELETE: each must get the same answer. */
const framings: Record<string, { headers: string[]; body: string }> = {
  'no body at all': { headers: [], body: '' },
  'Content-Length: 0': { headers: ['Content-Length: 0'], body: '' },
  'Content-Length: 0, JSON type': { headers: ['Content-Length: 0', JSON_TYPE], body: '' },
  'JSON {} with Content-Length': { headers: ['Content-Length: 2', JSON_TYPE], body: '{}' },
  'chunked, empty': { headers: [CHUNKED], body: chunked('') },
  'chunked, empty, JSON type': { headers: [CHUNKED, JSON_TYPE], body: chunked('') },
  'chunked JSON {}': { headers: [CHUNKED, JSON_TYPE], body: chunked('{}') },
};

async function newEntryPath(): Promise<string> {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/tools/gratitude-log/entries',
    headers: { origin: TEST_ORIGIN, cookie },
    payload: { data: { items: ['A quiet morning'] } },
  });
  return `/api/tools/gratitude-log/entries/${response.json().id as string}`;
}

describe('a DELETE answers the same however its body is framed', () => {
  it.each(Object.entries(framings))('%s: 204, and the entry is gone', async (_name, framing) => {
    const path = await newEntryPath();
    const answer = await sendRaw(deleteRequest(path, framing.headers, framing.body));
    expect(answer.status, answer.body).toBe(204);
    const after = await app.server.inject({ method: 'GET', url: path, headers: { cookie } });
    expect(after.statusCode).toBe(404);
  });

  it.each(Object.entries(framings))(
    '%s: the API 404 for an entry that does not exist',
    async (_name, framing) => {
      const missing = '/api/tools/gratitude-log/entries/00000000-0000-4000-8000-000000000000';
      const answer = await sendRaw(deleteRequest(missing, framing.headers, framing.body));
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: 'not_found', message: 'That entry does not exist.' },
      });
    },
  );

  it('a body that is not JSON gets the same 415, with or without Content-Length', async () => {
    const path = await newEntryPath();
    const answers = [
      await sendRaw(deleteRequest(path, ['Content-Length: 5'], 'hello')),
      await sendRaw(deleteRequest(path, [CHUNKED], chunked('hello'))),
      await sendRaw(deleteRequest(path, [CHUNKED, 'Content-Type: text/csv'], chunked('a,b'))),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body).error).toEqual({
        code: 'unsupported_media_type',
        message: 'Send a JSON body (Content-Type: application/json), or none.',
      });
    }
    const kept = await app.server.inject({ method: 'GET', url: path, headers: { cookie } });
    expect(kept.statusCode).toBe(200);
  });
});

describe('an address no route takes', () => {
  it.each([
    ['a form body', 'application/x-www-form-urlencoded', '"text"'],
    ['malformed JSON', 'application/json', '{"data":'],
    ['a CSV body', 'text/csv', 'a,b'],
  ])('answers 404 whatever its body: %s', async (_name, type, payload) => {
    for (const url of ['/api/tools/pomodoro-timer/entries/\\', '/api/no-such-route']) {
      const answer = await app.server.inject({
        method: 'PATCH',
        url,
        payload,
        headers: { origin: TEST_ORIGIN, cookie, 'content-type': type },
      });
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(404);
      expect(answer.json().error.code).toBe('not_found');
    }
  });
});

describe('a request whose body cannot be read', () => {
  it.each([
    ['chunked, but the body is not in chunks', [CHUNKED, JSON_TYPE], '{}'],
    ['chunks ended by bare line feeds', [CHUNKED, JSON_TYPE], '2\n{}\n0\n\n'],
    ['both Content-Length and chunked', [CHUNKED, 'Content-Length: 2', JSON_TYPE], chunked('{}')],
  ])('%s: the API error body, not a bare "Client Error"', async (_name, headers, body) => {
    const path = await newEntryPath();
    const answer = await sendRaw(deleteRequest(path, headers, body));
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        code: 'unreadable_request',
        message: 'This request could not be read: its body does not match its length or chunked encoding.',
      },
    });
    const kept = await app.server.inject({ method: 'GET', url: path, headers: { cookie } });
    expect(kept.statusCode).toBe(200);
  });

  it('anything else Node cannot read as HTTP gets the API error body too', async () => {
    const answer = await sendRaw('D@LETE / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        code: 'unreadable_request',
        message: 'This request could not be read: it is not well-formed HTTP.',
      },
    });
  });

  it('headers too large: 431 with the API error body', async () => {
    const answer = await sendRaw(
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).error.code).toBe('headers_too_large');
  });

  it('a request that took too long to arrive: 408 with the API error body', () => {
    let written = '';
    const socket = {
      destroyed: false,
      writable: true,
      write: (text: string) => void (written += text),
      destroy() {
        this.destroyed = true;
      },
    };
    const handle = unreadableRequestHandler({ 'x-content-type-options': 'nosniff' });
    const server = { log: { debug: () => {} } } as unknown as FastifyInstance;
    handle.call(
      server,
      Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
      socket as unknown as Duplex,
    );
    expect(written).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(written).toContain('x-content-type-options: nosniff\r\n');
    expect(JSON.parse(written.split('\r\n\r\n')[1] ?? '')).toEqual({
      error: { code: 'request_timeout', message: 'This request took too long to arrive.' },
    });
    expect(socket.destroyed).toBe(true);
  });
});
