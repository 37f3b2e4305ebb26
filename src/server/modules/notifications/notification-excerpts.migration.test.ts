import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownExcerpt } from '@shared/community/markdown-excerpt';
import type { DatabaseHandle } from '../../db/client';
import { migrationsFolder } from '../../db/paths';
import { migrateUpTo, openEmptyDatabase } from '../../test/migration-test-kit';
import { NOTIFICATION_EXCERPT_LENGTH } from './notifications.repository';

const MIGRATION = '0010_plain-notification-excerpts';

/** What notifications stored before: the first 140 characters of the Markdown. */
const oldExcerpt = (content: string) => (content.length > 140 ? `${content.slice(0, 139)}…` : content);

// Posts and replies as members write them: the data fix gives what markdownExcerpt gives today.
const written = [
  'This is **tiny**',
  '<script>alert(1)</script>',
  'A <b>bold</b> move and <scriptalert(1)</s',
  '## Hi **there** [my link](https://x.y "title") ![a cat](cat.png)',
  '> quoted *text*\n> - item one\n> - item two',
  '1. first\n2. second\n   - nested `code` here',
  '```js\nconst a = b;\n```\nafter',
  'snake_case, 2 * 3, _em_ and __strong__',
  '&amp; &lt;b&gt; &quot;q&quot;',
  'Words '.repeat(40),
  'I wonder…',
  '<https://auto.link/x> and <me@example.org>',
  'Setext\n======\n\nnext\n\n---\n\nafter a rule',
];

/** Anything at all, leaning on Markdown's and HTML's characters. */
const anyMarkdown = fc
  .array(
    fc.constantFrom(
      ...[
        'word',
        ' ',
        '\n',
        '\n\n',
        '*',
        '**',
        '_',
        '__',
        '~~',
        '[',
        ']',
        '(',
        ')',
        '![',
        '`',
        '```\n',
        '# ',
      ],
      ...[
        '> ',
        '- ',
        '1. ',
        '<b>',
        '</s',
        '<script>',
        '<!--',
        '\\',
        '&lt;',
        '<',
        '>',
        '…',
        '[a](http://x.y)',
      ],
    ),
    { maxLength: 60 },
  )
  .map((pieces) => pieces.join(''));
const MARKUP = /\*\*|__|~~|`|\]\(|<[A-Za-z/!?]/;

let database: DatabaseHandle;
const rowsOf = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
let drop: () => Promise<void>;
const sources = new Map<string, string>();

beforeAll(async () => {
  ({ database, drop } = await openEmptyDatabase());
  await migrateUpTo(database, MIGRATION);
  const { db } = database;
  const member = randomUUID();
  await db.execute(
    sql`insert into "user" (id, name, email) values (${member}, 'M', ${`${member}@example.com`})`,
  );
  const [channel] = await rowsOf<{ id: string }>(
    sql`insert into channels (slug, name, color) values ('general', 'General', '#000') returning id`,
  );
  const [post] = await rowsOf<{ id: string }>(
    sql`insert into posts (user_id, channel_id, post_type, content)
        values (${member}, ${channel!.id}, 'discussion', 'A post') returning id`,
  );
  const contents = [...written, ...fc.sample(anyMarkdown, { numRuns: 300, seed: 26 })];
  for (const content of contents) {
    const id = randomUUID();
    sources.set(id, content);
    await db.execute(sql`insert into notifications (id, user_id, kind, post_id, excerpt)
      values (${id}, ${member}, 'reply', ${post!.id}, ${oldExcerpt(content)})`);
  }
  const all = database.db as never;
  if (database.kind === 'pglite') await migratePglite(all, { migrationsFolder });
  else await migratePg(all, { migrationsFolder });
}, 120_000);

afterAll(async () => {
  await database.close();
  await drop();
});

async function excerpts(): Promise<Map<string, string>> {
  const rows = await rowsOf<{ id: string; excerpt: string }>(sql`select id, excerpt from notifications`);
  return new Map(rows.map((row) => [row.id, row.excerpt]));
}

describe(`migration ${MIGRATION}`, () => {
  it('rewrites the stored excerpts of what members write as the plain text shown today', async () => {
    const stored = await excerpts();
    for (const [id, content] of sources) {
      if (!written.includes(content)) continue;
      const today = markdownExcerpt(content, NOTIFICATION_EXCERPT_LENGTH);
      // A cut excerpt keeps what its 140 characters held, so it may end sooner than one made today.
      if (content.length > 140) expect(today.startsWith(stored.get(id)!.slice(0, -1)), content).toBe(true);
      else expect(stored.get(id), content).toBe(today);
    }
  });

  it('leaves no excerpt that reads as markup', async () => {
    for (const [id, excerpt] of await excerpts()) {
      expect(excerpt, sources.get(id)).not.toMatch(MARKUP);
      expect(excerpt, sources.get(id)).not.toMatch(/^\s|\s$|\s\s|[\n\t]/);
      expect(excerpt.length).toBeLessThanOrEqual(NOTIFICATION_EXCERPT_LENGTH);
    }
  });

  it('leaves no function behind', async () => {
    const [left] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from pg_proc where proname = 'plain_notification_excerpt'`,
    );
    expect(left!.n).toBe(0);
  });
});
