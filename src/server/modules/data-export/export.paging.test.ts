import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, type TestApp } from '../../test/test-app';
import type { ZipWriter } from '../../lib/zip-stream';
import { communityKit } from '../community/community.test-kit';
import { addAccountFiles } from './export-account-files';
import { addForumFiles } from './export-forum-files';
import { addToolFiles } from './export-tools-files';
import { findExportSummary } from './export.repository';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
});
afterAll(async () => app.close());

/** Collects what the export writes, file by file, as the ZIP would receive it. */
function collectingZip() {
  const written: Record<string, string> = {};
  const zip: ZipWriter = {
    async addFile(name, chunks) {
      written[name] = '';
      for await (const chunk of chunks) written[name] += chunk;
    },
  };
  return { zip, written };
}

describe('the export reads its lists a page at a time', () => {
  it('forum posts, replies, likes and votes', async () => {
    const kit = communityKit(app);
    const member = await kit.member();
    for (const n of [1, 2, 3]) await kit.post(member, { content: `Post number ${n}` });
    const { zip, written } = collectingZip();
    app.queries.reset();
    await addForumFiles(zip, app.database.db, member.userId, 'UTC', 2);
    // posts.json and posts.md: two pages each; replies, likes, votes and reports: one (empty) page per file.
    expect(app.queries.count).toBe(2 + 2 + 8);
    const posts = JSON.parse(written['forum/posts.json']!) as { content: string }[];
    expect(posts.map((p) => p.content)).toEqual(['Post number 3', 'Post number 2', 'Post number 1']);
    expect(written['forum/posts.md']!.match(/^## /gm)).toHaveLength(3);
    expect(JSON.parse(written['forum/replies.json']!)).toEqual([]);
    expect(written['forum/poll-votes.csv']).toBe('post_id,option_id,option,voted_at\r\n');
    expect(JSON.parse(written['forum/reports.json']!)).toEqual([]);
  });

  it('sessions, notifications and messages to the team', async () => {
    const kit = communityKit(app);
    const member = await kit.member('free');
    for (const n of [1, 2, 3]) {
      const sent = await kit.call('POST', '/api/contact', member.cookie, {
        name: 'Robin',
        email: member.email,
        subject: 'general',
        message: `Message number ${n}`,
      });
      expect(sent.statusCode).toBe(201);
    }
    const { zip, written } = collectingZip();
    app.queries.reset();
    await addAccountFiles(zip, app.database.db, member.userId, 'UTC', 2);
    // sessions (one) and notifications (none): one page per file; messages: two pages, JSON and Markdown.
    expect(app.queries.count).toBe(2 + 2 + 2 + 2);
    const messages = JSON.parse(written['contact-messages.json']!) as { message: string }[];
    expect(messages.map((m) => m.message)).toEqual([
      'Message number 3',
      'Message number 2',
      'Message number 1',
    ]);
    expect(written['contact-messages.md']!.match(/^## /gm)).toHaveLength(3);
    expect(JSON.parse(written['sessions.json']!)).toHaveLength(1);
    expect(written['notifications.csv']).toBe('kind,post_id,count,excerpt,read_at,created_at\r\n');
  });

  it('tool entries and practice, with a CSV column for every field any entry uses', async () => {
    const kit = communityKit(app);
    const member = await kit.member('free');
    const write = (data: object) =>
      app.server.inject({
        method: 'POST',
        url: '/api/tools/self-awareness-journal/entries',
        payload: { data },
        headers: { origin: TEST_ORIGIN, cookie: member.cookie },
      });
    const entry = { mode: 'free', mood: 3, emotions: [] };
    for (const n of [1, 2]) expect((await write({ ...entry, text: `Entry ${n}` })).statusCode).toBe(201);
    const prompted = { ...entry, mode: 'prompt', prompt: 'What went well?', text: 'Entry 3' };
    expect((await write(prompted)).statusCode).toBe(201);
    const summary = await findExportSummary(app.database.db, member.userId);
    expect(summary.entryCounts).toEqual([{ toolKey: 'self-awareness-journal', entries: 3 }]);

    const { zip, written } = collectingZip();
    app.queries.reset();
    await addToolFiles(zip, app.database.db, member.userId, summary, new Date('2026-11-23T00:00:00Z'), 2);
    // data.json: practice 1 + entries 2; the CSV's field pass 2, the CSV 2, the Markdown 2; practice CSV 1.
    expect(app.queries.count).toBe(3 + 6 + 1);
    const data = JSON.parse(written['data.json']!) as {
      exportedAt: string;
      toolEntries: { data: { text: string } }[];
      skillPractice: unknown[];
    };
    expect(data.exportedAt).toBe('2026-11-23T00:00:00.000Z');
    expect(data.toolEntries.map((e) => e.data.text)).toEqual(['Entry 3', 'Entry 2', 'Entry 1']);
    expect(data.skillPractice).toEqual([]);
    const [header, ...rows] = written['tools/self-awareness-journal.csv']!.trimEnd().split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 3)).toEqual(['id', 'created_at', 'updated_at']);
    expect(new Set(columns.slice(3))).toEqual(new Set(['mode', 'prompt', 'text', 'mood', 'emotions']));
    const column = (name: string) => rows.map((row) => row.split(',')[columns.indexOf(name)]);
    expect(column('text')).toEqual(['Entry 3', 'Entry 2', 'Entry 1']);
    expect(column('prompt')).toEqual(['What went well?', '', '']);
    expect(written['tools/self-awareness-journal.md']!.match(/^## /gm)).toHaveLength(3);
    expect(written['skill-practice.csv']).toBe('skill_id,skill,completed_at\r\n');
  });
});
