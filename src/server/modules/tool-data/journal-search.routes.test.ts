import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalSearchPage } from '@shared/tools/journal-search.schemas';
import { keysetPage } from '../../lib/keyset';
import { explainPlan } from '../../test/query-plan';
import { TEST_ORIGIN, buildTestApp, queryRows, signUpMember, type TestApp } from '../../test/test-app';
import { searchJournalEntries } from './journal-search.repository';
import { toolEntryKeys } from './tool-data.repository';

type Member = Awaited<ReturnType<typeof signUpMember>>;
let app: TestApp;
let member: Member;
let other: Member;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  member = await signUpMember(app);
  other = await signUpMember(app);
});
afterAll(async () => app.close());

const JOURNAL = '/api/tools/self-awareness-journal';

const get = (url: string, cookie?: string) =>
  app.server.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function write(who: Member, text: string, emotions: string[], prompt?: string): Promise<string> {
  const response = await app.server.inject({
    method: 'POST',
    url: `${JOURNAL}/entries`,
    headers: { origin: TEST_ORIGIN, cookie: who.cookie },
    payload: { data: { mode: prompt ? 'prompt' : 'free', prompt, text, mood: 3, emotions } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function search(who: Member, query: Record<string, string>): Promise<JournalSearchPage> {
  const response = await get(`${JOURNAL}/search?${new URLSearchParams(query)}`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JournalSearchPage;
}

const textsOf = (page: JournalSearchPage) => page.items.map((e) => (e.data as { text: string }).text);

describe('the journal search, over all of the member’s entries', () => {
  let texts: string[];
  beforeAll(async () => {
    await write(member, 'Tense before the MEETING.', ['Anxious']);
    await write(
      member,
      'A slow Sunday with my sister.',
      ['calm', 'grateful'],
      'When did you feel like yourself?',
    );
    await write(member, 'Could not sleep; kept replaying the meeting.', ['anxious', 'tired']);
    await write(member, 'Saved 100% of my energy_for later.', ['proud']);
    await write(other, 'The meeting of another member.', ['anxious', 'secretive']);
    texts = [
      'Saved 100% of my energy_for later.',
      'Could not sleep; kept replaying the meeting.',
      'A slow Sunday with my sister.',
      'Tense before the MEETING.',
    ];
  });

  it('finds every word in any case, in the text, the prompt or the emotions, newest first', async () => {
    expect(textsOf(await search(member, { q: 'meeting' }))).toEqual([texts[1], texts[3]]);
    expect(textsOf(await search(member, { q: 'MEETING   sleep' }))).toEqual([texts[1]]);
    expect(textsOf(await search(member, { q: 'YOURSELF' }))).toEqual([texts[2]]);
    expect(textsOf(await search(member, { q: 'grateful' }))).toEqual([texts[2]]);
    expect(await search(member, { q: 'meeting sister' })).toEqual({
      items: [],
      nextCursor: null,
      matches: { count: 0, more: false },
    });
  });

  it('filters by emotion tag in any case, alone or with words', async () => {
    expect(textsOf(await search(member, { tag: 'anxious' }))).toEqual([texts[1], texts[3]]);
    expect(textsOf(await search(member, { tag: 'ANXIOUS', q: 'tense' }))).toEqual([texts[3]]);
    expect(textsOf(await search(member, { tag: 'calm', q: 'meeting' }))).toEqual([]);
    // A tag is a whole emotion, not a part of one.
    expect(textsOf(await search(member, { tag: 'anx' }))).toEqual([]);
  });

  it('takes LIKE’s wildcards literally', async () => {
    expect(textsOf(await search(member, { q: '100%' }))).toEqual([texts[0]]);
    expect(textsOf(await search(member, { q: '%' }))).toEqual([texts[0]]);
    expect(textsOf(await search(member, { q: 'energy_for' }))).toEqual([texts[0]]);
    expect(textsOf(await search(member, { q: 'y_f' }))).toEqual([texts[0]]);
    expect(textsOf(await search(member, { q: 'a_slow' }))).toEqual([]);
  });

  it('never answers with another member’s entries or tags', async () => {
    const page = await search(member, { q: 'meeting', tag: 'anxious' });
    expect(page.items.map((e) => (e.data as { text: string }).text)).not.toContain(
      'The meeting of another member.',
    );
    expect(textsOf(await search(member, { q: 'another member' }))).toEqual([]);
    expect(textsOf(await search(member, { tag: 'secretive' }))).toEqual([]);
    expect(textsOf(await search(other, { q: 'meeting' }))).toEqual(['The meeting of another member.']);
    const tags = await get(`${JOURNAL}/emotion-tags`, member.cookie);
    expect(tags.json()).toEqual({ tags: ['anxious', 'calm', 'grateful', 'proud', 'tired'] });
    expect((await get(`${JOURNAL}/emotion-tags`, other.cookie)).json()).toEqual({
      tags: ['anxious', 'secretive'],
    });
  });

  it('answers a visitor 401', async () => {
    for (const url of [`${JOURNAL}/search?q=meeting`, `${JOURNAL}/emotion-tags`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it.each([
    ['q', 'x'.repeat(201), 'Search for at most 200 characters.'],
    ['q', Array.from({ length: 11 }, (_, i) => `w${i}`).join(' '), 'Search for at most 10 words.'],
    ['tag', 'x'.repeat(41), 'An emotion is at most 40 characters.'],
    ['limit', '51', undefined],
    ['cursor', 'not-a-cursor', 'Invalid cursor.'],
  ])('answers an overlong or unreadable %s with 400 and the field', async (field, value, message) => {
    const response = await get(`${JOURNAL}/search?${new URLSearchParams({ [field]: value })}`, member.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const error = response.json().error as { code: string; fields: Record<string, string> };
    expect(Object.keys(error.fields)).toEqual([field]);
    if (message) expect(error.fields[field]).toBe(message);
  });
});

describe('the journal search, a page at a time', () => {
  it('walks every match once, newest first, entries of the same instant included, then says no more', async () => {
    const pager = await signUpMember(app);
    // 30 entries sharing seven microsecond instants, every third one about the sea; and another member's.
    await app.database.db.execute(sql`
      insert into tool_entries (user_id, tool_key, data, created_at)
      select u.id, 'self-awareness-journal',
             jsonb_build_object('mode', 'free', 'text', case when g % 3 = 0 then 'By the Sea ' || g else 'Home ' || g end,
                                'mood', 3, 'emotions', jsonb_build_array('calm')),
             timestamptz '2026-11-20 08:30:00.250' + make_interval(secs => (g % 7) / 1000000.0)
      from generate_series(1, 30) as g
      cross join (values (${pager.userId}), (${other.userId})) as u(id)`);
    const expected = await queryRows<{ id: string }>(
      app,
      sql`select id from tool_entries where user_id = ${pager.userId} and data ->> 'text' like 'By the Sea%'
          order by created_at desc, id desc`,
    );
    expect(expected).toHaveLength(10);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await search(pager, { q: 'sea', limit: '3', ...(cursor ? { cursor } : {}) });
      expect(page.matches).toEqual(pages === 0 ? { count: 10, more: false } : null);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen).toEqual(expected.map((r) => r.id));
    expect(pages).toBe(4);
  });

  it('counts the matches up to 1,000 and says there are more', async () => {
    const prolific = await signUpMember(app);
    await app.database.db.execute(sql`
      insert into tool_entries (user_id, tool_key, data, created_at)
      select ${prolific.userId}, 'self-awareness-journal',
             jsonb_build_object('mode', 'free', 'text', 'Day ' || g, 'mood', 3, 'emotions', jsonb_build_array()),
             now() - make_interval(secs => g)
      from generate_series(1, 1005) as g`);
    const page = await search(prolific, { q: 'day' });
    expect(page.matches).toEqual({ count: 1000, more: true });
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
  });
});

describe('the API document', () => {
  it('describes the search’s bounded query', async () => {
    const docs = (await get('/api/docs')).json();
    const parameters = docs.paths[`${JOURNAL}/search`].get.parameters as {
      name: string;
      schema: Record<string, unknown>;
    }[];
    const byName = Object.fromEntries(parameters.map((p) => [p.name, p.schema]));
    expect(byName.q).toMatchObject({ type: 'string', maxLength: 200 });
    expect(byName.tag).toMatchObject({ type: 'string', maxLength: 40 });
    expect(docs.paths[`${JOURNAL}/emotion-tags`].get).toBeDefined();
  });
});

describe('the search’s query plan', () => {
  // A search of a few matches is best read as all of the member's journal then the matches sorted (the planner
  // expects few), a search of many by walking the index in order until the page is full: either way only the
  // member's journal is read, through the history index, and a later page starts at its cursor in that index.
  it('reads only the member’s journal through the history index, the cursor bounding a later page', async () => {
    const owner = await signUpMember(app);
    const busy = await signUpMember(app);
    await app.database.db.execute(sql`
      insert into tool_entries (user_id, tool_key, data, created_at)
      select case when g % 4 = 0 then ${owner.userId} else ${busy.userId} end,
             case when g % 3 = 0 then 'gratitude-log' else 'self-awareness-journal' end,
             jsonb_build_object('mode', 'free', 'text', 'Entry ' || g, 'mood', 3, 'emotions', jsonb_build_array('calm')),
             now() - make_interval(secs => g)
      from generate_series(1, 4000) as g`);
    await app.database.db.execute(sql`analyze tool_entries`);
    const search = { userId: owner.userId, words: ['entry'], tag: 'calm' };
    const first = keysetPage(toolEntryKeys, undefined, 20);
    const rows = await searchJournalEntries(app.database.db, search, first);
    const next = keysetPage(toolEntryKeys, first.finish(rows).nextCursor!, 20);
    for (const [page, bound] of [
      [first, false],
      [next, true],
    ] as const) {
      for (const filter of [search, { ...search, words: [], tag: '' }]) {
        const plan = await explainPlan(app, searchJournalEntries(app.database.db, filter, page));
        expect(plan).toMatch(/Index Scan (using|on) tool_entries_user_tool_created_idx/);
        expect(plan).not.toMatch(/Seq Scan/);
        const indexCond = /Index Cond: (.*)/.exec(plan)?.[1] ?? '';
        expect(indexCond).toMatch(/user_id = .* AND \(tool_key = 'self-awareness-journal'/);
        expect(indexCond.includes('ROW(created_at, id) <')).toBe(bound);
        // With nothing to filter by, the history's own plan: in index order, no sort.
        if (filter.words.length === 0) expect(plan).not.toMatch(/Sort/);
      }
    }
  });
});
