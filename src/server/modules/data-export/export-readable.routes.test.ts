import { strFromU8, unzipSync } from 'fflate';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, type TestApp } from '../../test/test-app';
import { communityKit, type Member } from '../community/community.test-kit';
import { sampleToolData } from '../tool-data/tool-data.samples';
import { memberWithEverything } from './member-with-everything';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
});
afterAll(async () => app.close());

async function exportOf(member: { cookie: string }) {
  const response = await app.server.inject({
    method: 'GET',
    url: '/api/me/export',
    headers: { cookie: member.cookie },
  });
  expect(response.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const text = (name: string) => {
    const bytes = files[name];
    if (!bytes) throw new Error(`no ${name} in the export`);
    return strFromU8(bytes);
  };
  return { names: Object.keys(files), text };
}

const send = (member: { cookie: string }, method: 'POST' | 'PATCH', url: string, payload: object) =>
  app.server.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, cookie: member.cookie } });

/** RFC 4180, as a spreadsheet imports it: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += c;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  expect(quoted, 'an unclosed quote').toBe(false);
  expect(row.length === 0 && field === '', 'a last row without its CRLF').toBe(true);
  return rows;
}

type Node = { type: string; depth?: number; value?: string; children?: Node[] };
const textOf = (node: Node): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');
/** A list item's own text (its first paragraph), and the items of the list nested in it. */
const ownText = (item: Node) => textOf(item.children!.find((c) => c.type === 'paragraph')!);
const nestedItems = (item: Node) => item.children!.find((c) => c.type === 'list')?.children ?? [];

const LOCAL_TIME = /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}$/;

describe('GET /api/me/export: files a person can read', () => {
  it("writes a thought record as labelled answers in the tool's order, nested, on the member's clock", async () => {
    const member = await kit.member('free');
    expect(
      (await send(member, 'PATCH', '/api/profile', { timeZone: 'America/Los_Angeles' })).statusCode,
    ).toBe(200);
    const record = {
      ...sampleToolData['thought-record-builder'],
      automaticThoughts: [
        { text: 'She does not want to see me', belief: 70 },
        { text: 'I am too much', belief: 48 },
      ],
      emotions: [{ name: 'Sad', intensity: 60 }],
      distortions: ['mind-reading', 'fortune-telling'],
      evidenceFor: 'She cancelled last week too.\nAnd the week before.',
      rerate: { beliefs: [25, 30], emotions: [30] },
    };
    const saved = await send(member, 'POST', '/api/tools/thought-record-builder/entries', { data: record });
    expect(saved.statusCode).toBe(201);
    const createdAt = new Date(saved.json().createdAt as string);

    const { text } = await exportOf(member);
    const markdown = text('tools/thought-record-builder.md');
    const [title, zone, heading, list, ...rest] = (fromMarkdown(markdown) as Node).children!;
    expect(rest).toEqual([]);
    expect(title).toMatchObject({ type: 'heading', depth: 1 });
    expect(textOf(title!)).toBe('Thought Record Builder');
    expect(textOf(zone!)).toBe('Times are in your time zone, America/Los_Angeles.');
    expect(heading).toMatchObject({ type: 'heading', depth: 2 });
    expect(textOf(heading!)).toMatch(LOCAL_TIME);
    const hour = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Los_Angeles',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(createdAt);
    expect(textOf(heading!).endsWith(hour)).toBe(true);

    const items = list!.children!;
    expect(items.map(ownText)).toEqual([
      'Situation: My friend cancelled dinner.',
      'Automatic thoughts:',
      'Emotions:',
      'Thinking traps: Mind reading, Fortune telling',
      'Evidence for: She cancelled last week too.\nAnd the week before.',
      'Evidence against: She has a sick child and suggested another day.',
      'Balanced thought: She is stretched thin; she still wants to meet.',
    ]);
    const thoughts = nestedItems(items[1]!);
    expect(thoughts.map(ownText)).toEqual(['She does not want to see me', 'I am too much']);
    expect(thoughts.map((t) => nestedItems(t).map(ownText))).toEqual([
      ['Belief: 70%', 'After re-rating: 25%'],
      ['Belief: 48%', 'After re-rating: 30%'],
    ]);
    expect(nestedItems(items[2]!).map((e) => [ownText(e), ...nestedItems(e).map(ownText)])).toEqual([
      ['Sad', 'Intensity: 60%', 'After re-rating: 30%'],
    ]);
    // The stored keys never show, and no line holds two list items.
    expect(markdown).not.toMatch(/automaticThoughts|rerate|beliefs|\*\*[a-z]+[A-Z]/);
    expect(markdown).not.toMatch(/^[ \t]*- [^\n]*:\*\*[ \t]+- /m);
  });

  it('writes every CSV as one table with its header row first, Markdown on local time, JSON exactly', async () => {
    const admin = await signUpAdmin(app);
    const member = await memberWithEverything(app, admin, 'Clementine');
    await memberWithEverything(app, admin, 'Desmond');
    expect((await send(member, 'PATCH', '/api/profile', { timeZone: 'Asia/Tokyo' })).statusCode).toBe(200);
    const voter: Member = await kit.member();
    const poll = await kit.post(member, {
      postType: 'poll',
      content: 'Clementine asks: **which** ritual?',
      pollOptions: ['Dawn run', 'Noon nap'],
    });
    await kit.call('POST', `/api/community/poll-options/${poll.poll!.options[0]!.id}/vote`, voter.cookie);

    const { names, text } = await exportOf(member);
    const csvs = names.filter((name) => name.endsWith('.csv'));
    expect(csvs.length).toBeGreaterThan(10);
    for (const name of csvs) {
      const [header, ...rows] = parseCsv(text(name));
      expect(header, name).toBeDefined();
      for (const column of header!) expect(column, name).toMatch(/^[a-z][a-z0-9_]*$/);
      for (const row of rows) expect(row, name).toHaveLength(header!.length);
    }
    expect(parseCsv(text('tools/thought-record-builder.csv'))[0]).toEqual([
      'id',
      'created_at',
      'updated_at',
      'situation',
      'automatic_thoughts',
      'emotions',
      'distortions',
      'evidence_for',
      'evidence_against',
      'balanced_thought',
      'rerate',
    ]);

    for (const name of names.filter((n) => n.endsWith('.md'))) {
      const markdown = text(name);
      expect(markdown, name).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      expect(markdown, name).not.toMatch(/\b1 (votes|likes|replies|entries|days|minutes)\b/);
    }
    expect(text('README.md')).toContain('(Asia/Tokyo time)');
    expect(text('tools/pomodoro-timer.md')).toContain('- **Completed:** Sunday 22 November 2026, 18:25');
    expect(text('tools/mindful-breathing.md')).toContain('- **Duration:** 5 minutes');
    expect(text('forum/posts.md')).toContain('- Dawn run: 1 vote\n- Noon nap: 0 votes');
    expect(text('README.md')).toContain('- Thought Record Builder: 1 entry');

    // The machine files keep the data exactly as stored.
    const data = JSON.parse(text('data.json')) as { toolEntries: { toolKey: string; data: unknown }[] };
    expect(data.toolEntries.find((e) => e.toolKey === 'thought-record-builder')!.data).toEqual(
      sampleToolData['thought-record-builder'],
    );
    expect(JSON.parse(text('forum/posts.json'))[0]).toMatchObject({
      content: 'Clementine asks: **which** ritual?',
      createdAt: expect.stringMatching(/Z$/),
    });
    const everything = names.map(text).join('\n');
    expect(everything).not.toContain('Desmond');
    expect(everything).not.toContain(voter.userId);
  });
});
