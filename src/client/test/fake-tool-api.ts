import { afterEach, beforeEach, expect, onTestFinished, vi } from 'vitest';
import * as z from '@shared/api/zod-mini';
import {
  toolEntryBodySchemaFor,
  toolEntryPatchSchemaFor,
  toolSettingsBodySchemaFor,
} from '@shared/tools/tool-api.schemas';
import { answerJournalEmotionTags, answerJournalSearch } from './fake-journal-search';

/** A tool entry as the fake API keeps it. */
export interface StoredEntry {
  id: string;
  toolKey: string;
  createdAt: string;
  updatedAt: string;
  data: unknown;
}

/** A saved entry of a tool as the fake API keeps it, made now unless `at` says when. */
export function storedEntry(
  toolKey: string,
  data: unknown,
  { id = 'e1', at = new Date().toISOString() } = {},
): StoredEntry {
  return { id, toolKey, createdAt: at, updatedAt: at, data };
}

/** A JSON response, as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's 400 validation_failed (see the server's error handler): a message and one per field. */
function fieldsRefused(fields: Record<string, string>): Response {
  return jsonResponse(
    { error: { code: 'validation_failed', message: 'Some fields need attention.', fields } },
    400,
  );
}

/** The server's answer to a body its route schema refuses: 400 validation_failed, fields by their path. */
function validationFailed(issues: readonly z.core.$ZodIssue[]): Response {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fieldsRefused(fields);
}

/**
 * An in-memory stand-in for /api/tools/<toolKey>/entries and …/settings, enough for a tool screen's calls: it
 * lists, creates, updates and deletes in `entries` itself, so a test can seed and inspect that array. It also
 * answers the journal's …/search and …/emotion-tags over them (fake-journal-search.ts), a query the route's
 * schema refuses counted as a refused body. Like the server, it checks every body by the tool's own schemas
 * (the route's), answers one they refuse with 400 validation_failed, and keeps what they parse; the test then
 * fails, naming the refused body (`refused`, which a test sending one on purpose empties). A create with an Idempotency-Key it has seen returns that entry and
 * adds nothing. `refuseNextWrite` makes the next write (POST, PATCH or PUT) whose body the schemas accept answer
 * the server's 400 validation_failed with the given per-field messages, keyed as the server keys them
 * ("data.text"): for a test of what a form shows when the server refuses a field its own checks let through.
 * `writes` lists the writes sent, for a test that a form refusing its values sent none.
 */
export function fakeToolApi(
  toolKey: string,
  entries: StoredEntry[],
  settings: { data: unknown } = { data: {} },
) {
  const byIdempotencyKey = new Map<string, StoredEntry>();
  const refused: string[] = [];
  let nextRefusal: Record<string, string> | null = null;
  onTestFinished(() => expect(refused, 'bodies the server would refuse').toEqual([]));

  /** The body parsed by `schema`, or the 400 the server would answer (or the refusal the test asked for). */
  const parse = <S extends z.core.$ZodType>(schema: S, method: string, init?: RequestInit) => {
    const parsed = z.safeParse(schema, JSON.parse(String(init?.body ?? '{}')));
    if (!parsed.success) {
      refused.push(`${method} ${toolKey}: ${JSON.stringify(parsed.error.issues)}`);
      return validationFailed(parsed.error.issues);
    }
    if (nextRefusal) {
      const fields = nextRefusal;
      nextRefusal = null;
      return fieldsRefused(fields);
    }
    return parsed.data;
  };

  const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const stamp = new Date().toISOString();
    if (method === 'GET' && url.pathname.endsWith('/search')) {
      const answer = answerJournalSearch(url, entries);
      if (!('issues' in answer)) return jsonResponse(answer);
      refused.push(`GET ${url.pathname}${url.search}: ${JSON.stringify(answer.issues)}`);
      return validationFailed(answer.issues);
    }
    if (method === 'GET' && url.pathname.endsWith('/emotion-tags')) {
      return jsonResponse(answerJournalEmotionTags(entries));
    }
    if (url.pathname.endsWith('/settings')) {
      if (method === 'PUT') {
        const body = parse(toolSettingsBodySchemaFor(toolKey), method, init);
        if (body instanceof Response) return body;
        settings.data = body.data;
      }
      return jsonResponse({ toolKey, data: settings.data, updatedAt: method === 'PUT' ? stamp : null });
    }
    const id = url.pathname.split('/entries/')[1];
    if (method === 'GET') return jsonResponse({ items: [...entries].reverse(), nextCursor: null });
    if (method === 'POST') {
      const body = parse(toolEntryBodySchemaFor(toolKey), method, init);
      if (body instanceof Response) return body;
      const key = new Headers(init?.headers).get('idempotency-key');
      const earlier = key === null ? undefined : byIdempotencyKey.get(key);
      if (earlier) return jsonResponse(earlier, 201);
      const entry = {
        id: `e${entries.length + 1}`,
        toolKey,
        createdAt: stamp,
        updatedAt: stamp,
        data: body.data,
      };
      entries.push(entry);
      if (key !== null) byIdempotencyKey.set(key, entry);
      return jsonResponse(entry, 201);
    }
    const index = entries.findIndex((e) => e.id === id);
    if (method === 'PATCH') {
      const body = parse(toolEntryPatchSchemaFor(toolKey), method, init);
      if (body instanceof Response) return body;
      if (body.data === undefined) {
        refused.push(`PATCH ${toolKey}: no data`);
        return jsonResponse(
          {
            error: {
              code: 'nothing_to_change',
              message: 'Nothing to change: send at least one field with its new value.',
            },
          },
          400,
        );
      }
      entries[index] = { ...entries[index]!, data: body.data, updatedAt: stamp };
      return jsonResponse(entries[index]);
    }
    entries.splice(index, 1);
    return jsonResponse(null);
  });
  const refuseNextWrite = (fields: Record<string, string>) => {
    nextRefusal = fields;
  };
  /** The writes sent so far, as "METHOD path": none when a form refused the values itself. */
  const writes = () =>
    api.mock.calls.flatMap(([input, init]) => {
      const method = init?.method ?? 'GET';
      return method === 'GET' ? [] : [`${method} ${new URL(String(input), 'http://app.test').pathname}`];
    });
  return Object.assign(api, { refused, refuseNextWrite, writes });
}

export type FakeToolApi = ReturnType<typeof fakeToolApi>;

/**
 * For a test file of one tool's screens: before each test the tab's drafts are cleared and a fresh fakeToolApi,
 * its entries empty, is the `fetch`; the tests read them from what this returns.
 */
export function fakeToolApiEachTest(toolKey: string) {
  let entries: StoredEntry[] = [];
  let api: FakeToolApi | null = null;
  beforeEach(() => {
    sessionStorage.clear();
    entries = [];
    api = fakeToolApi(toolKey, entries);
    vi.stubGlobal('fetch', api);
  });
  afterEach(() => vi.unstubAllGlobals());
  return {
    get entries() {
      return entries;
    },
    get api(): FakeToolApi {
      if (api === null) throw new Error('The fake tool API is made before each test, for a test to use.');
      return api;
    },
  };
}

/** The schema the server's route checks a tool write's body by; none for a read or a delete. */
function writeSchemaOf(toolKey: string, method: string, path: string): z.core.$ZodType | undefined {
  if (path.endsWith('/settings')) return method === 'PUT' ? toolSettingsBodySchemaFor(toolKey) : undefined;
  if (method === 'POST') return toolEntryBodySchemaFor(toolKey);
  if (method === 'PATCH') return toolEntryPatchSchemaFor(toolKey);
  return undefined;
}

/**
 * For a test's own fetch stub: fails the test, without throwing into the screen, when a tool write's body is
 * one the server's route would refuse (the schemas fakeToolApi checks by).
 */
export function expectToolBodyAccepted(toolKey: string, input: RequestInfo | URL, init?: RequestInit): void {
  const method = init?.method ?? 'GET';
  const schema = writeSchemaOf(toolKey, method, new URL(String(input), 'http://app.test').pathname);
  if (!schema) return;
  const parsed = z.safeParse(schema, JSON.parse(String(init?.body ?? '{}')));
  expect
    .soft(parsed.error?.issues ?? [], `${method} ${String(input)}: a body the server would refuse`)
    .toEqual([]);
}
