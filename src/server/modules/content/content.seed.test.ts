import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { pageTextHash, refreshUneditedPages, seedContent } from './content.seed';
import { pages } from './content.table';
import { earlierPageSeedHashes } from './seed/earlier-page-seeds';
import { earlierPageSeeds } from './seed/earlier-page-seeds.test-kit';
import { pageSeeds } from './seed/pages.seed';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
});
afterAll(() => app.close());

const seedOf = (pageId: string) => pageSeeds.find((seed) => seed.pageId === pageId)?.content ?? '';
const earlierOf = (pageId: string) => earlierPageSeeds.find((seed) => seed.pageId === pageId)?.content ?? '';

async function storedPage(pageId: string) {
  const rows = await app.database.db.select().from(pages).where(eq(pages.pageId, pageId));
  return rows[0];
}
async function storePage(pageId: string, content: string) {
  await app.database.db.update(pages).set({ content }).where(eq(pages.pageId, pageId));
}

describe('earlier page seeds', () => {
  it('records the hash of each earlier text, never of the current one (which would rewrite it at every start)', () => {
    for (const { pageId, content } of earlierPageSeeds) {
      expect(earlierPageSeedHashes[pageId], pageId).toContain(pageTextHash(content));
    }
    for (const [pageId, hashes] of Object.entries(earlierPageSeedHashes)) {
      expect(seedOf(pageId), pageId).not.toBe('');
      expect(hashes, pageId).not.toContain(pageTextHash(seedOf(pageId)));
    }
  });

  it('no longer send members to the contact page to export, delete or cancel', () => {
    expect(earlierOf('privacy')).toContain('ask us to delete your account');
    expect(seedOf('privacy')).not.toContain('ask us to delete');
    expect(seedOf('privacy')).toContain('**Download my data**');
    expect(seedOf('privacy')).toContain('“Former member”');
    expect(seedOf('terms')).not.toContain('To have your account and its information deleted, [contact us]');
    expect(seedOf('terms')).toContain('**Delete my account**');
    expect(seedOf('terms')).toContain('**Cancel my plan**');
  });
});

describe('the start-up seed on an install seeded earlier', () => {
  it('gives untouched pages the current text, keeps an admin’s edit, and does nothing the second time', async () => {
    const edited = `${earlierOf('user-guide')}\nOur office is open on Saturdays.\n`;
    await storePage('privacy', earlierOf('privacy'));
    await storePage('terms', earlierOf('terms'));
    await storePage('user-guide', edited);

    expect(await seedContent(app.database.db)).toBe(true);
    expect((await storedPage('privacy'))?.content).toBe(seedOf('privacy'));
    expect((await storedPage('terms'))?.content).toBe(seedOf('terms'));
    expect((await storedPage('user-guide'))?.content).toBe(edited);

    // Idempotent: the next start finds nothing to bring up to date.
    expect(await seedContent(app.database.db)).toBe(false);
    expect((await storedPage('user-guide'))?.content).toBe(edited);
  });

  it('replaces only a page whose text is exactly an earlier seed text', async () => {
    const seeds = [{ pageId: 'about', content: 'The new about text.' }];
    const earlier = { about: [pageTextHash('The old about text.')] };
    await storePage('about', 'The old about text. ');
    expect(await refreshUneditedPages(app.database.db, seeds, earlier)).toBe(false);
    expect((await storedPage('about'))?.content).toBe('The old about text. ');
    await storePage('about', 'The old about text.');
    expect(await refreshUneditedPages(app.database.db, seeds, earlier)).toBe(true);
    expect((await storedPage('about'))?.content).toBe('The new about text.');
    expect(await refreshUneditedPages(app.database.db, seeds, earlier)).toBe(false);
  });
});
