import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { migrateUpTo, openEmptyDatabase } from '../../../test/migration-test-kit';

const MIGRATION = '0020_post-titles';
let database: DatabaseHandle;
let drop: () => Promise<void>;

const contents = {
  heading: '## How do you *start* the day?\nI wake up tired and the mornings are hard.',
  link: '\n\n> [Box breathing](https://example.com/box) helped me tonight\n\nThank you all.',
  long: `${'A very long first line that keeps going '.repeat(5)}\nsecond line`,
  empty: '---\n\n***',
};

beforeAll(async () => {
  ({ database, drop } = await openEmptyDatabase());
  await migrateUpTo(database, MIGRATION);
  const { db } = database;
  const result = (await db.execute(
    sql`insert into channels (slug, name, color) values ('general', 'General', '#000') returning id`,
  )) as unknown as { rows: { id: string }[] };
  const channelId = result.rows[0]!.id;
  for (const content of Object.values(contents))
    await db.execute(
      sql`insert into posts (channel_id, post_type, content) values (${channelId}, 'discussion', ${content})`,
    );
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe(`migration ${MIGRATION}`, () => {
  it('titles the posts written before by their first line with words, as a reader sees it', async () => {
    const result = (await database.db.execute(sql`select content, title from posts`)) as unknown as {
      rows: { content: string; title: string }[];
    };
    const titleOf = (content: string) => result.rows.find((row) => row.content === content)!.title;
    expect(titleOf(contents.heading)).toBe('How do you start the day?');
    expect(titleOf(contents.link)).toBe('Box breathing helped me tonight');
    expect(titleOf(contents.long)).toHaveLength(120);
    expect(titleOf(contents.long).endsWith('…')).toBe(true);
    expect(titleOf(contents.empty)).toBe('Untitled');
  });

  it('finds a post by a word of its title', async () => {
    const result = (await database.db.execute(
      sql`select title from posts
           where to_tsvector('english', title || ' ' || content) @@ websearch_to_tsquery('english', 'breathing')`,
    )) as unknown as { rows: { title: string }[] };
    expect(result.rows.map((row) => row.title)).toEqual(['Box breathing helped me tonight']);
  });
});
