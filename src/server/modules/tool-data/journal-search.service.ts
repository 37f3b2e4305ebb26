import {
  JOURNAL_MATCH_COUNT_CAP,
  JOURNAL_TAGS_LIMIT,
  journalSearchWords,
  type JournalEmotionTags,
  type JournalSearchPage,
  type JournalSearchQuery,
} from '@shared/tools/journal-search.schemas';
import type { Database } from '../../db/client';
import { keysetPage } from '../../lib/keyset';
import type { Viewer } from '../../lib/viewer';
import * as repo from './journal-search.repository';
import { toolEntryKeys } from './tool-data.repository';
import { toEntry } from './tool-data.service';

/**
 * The member's journal entries holding every word of the search (in the text, the prompt or the emotions, in
 * any case) and the emotion tag if one is given, newest first, a page at a time. The first page also says how
 * many entries match, counted up to JOURNAL_MATCH_COUNT_CAP.
 */
export async function searchJournal(
  db: Database,
  viewer: Viewer,
  query: JournalSearchQuery,
): Promise<JournalSearchPage> {
  const filter: repo.JournalFilter = {
    userId: viewer.userId,
    words: journalSearchWords(query.q),
    tag: query.tag.toLowerCase(),
  };
  const page = keysetPage(toolEntryKeys, query.cursor, query.limit);
  const rows = await repo.searchJournalEntries(db, filter, page);
  const { items, nextCursor } = page.finish(rows);
  let matches: JournalSearchPage['matches'] = null;
  if (!page.cursor) {
    // A first page that is the whole answer needs no second query.
    const count = nextCursor
      ? await repo.countJournalMatches(db, filter, JOURNAL_MATCH_COUNT_CAP)
      : items.length;
    matches = { count: Math.min(count, JOURNAL_MATCH_COUNT_CAP), more: count > JOURNAL_MATCH_COUNT_CAP };
  }
  return { items: items.map(toEntry), nextCursor, matches };
}

/** The member's own emotion tags, for the search's select: over all their entries, not the loaded ones. */
export async function journalEmotionTags(db: Database, viewer: Viewer): Promise<JournalEmotionTags> {
  return { tags: await repo.listJournalEmotionTags(db, viewer.userId, JOURNAL_TAGS_LIMIT) };
}
