import * as z from '@shared/api/zod-mini';
import {
  JOURNAL_MATCH_COUNT_CAP,
  journalSearchQuerySchema,
  journalSearchWords,
  type JournalSearchPage,
} from '@shared/tools/journal-search.schemas';

/** A journal entry as the fake keeps it (its data checked by the journal's schema when it was written). */
interface JournalRow {
  id: string;
  toolKey: string;
  createdAt: string;
  updatedAt: string;
  data: unknown;
}

interface JournalData {
  text: string;
  prompt?: string;
  emotions: string[];
}

const dataOf = (entry: JournalRow) => entry.data as JournalData;

/**
 * The server's journal search over the fake's entries (newest last in the array): the query parsed by the
 * route's own schema (an `issues` answer when it refuses it), every word in the text, prompt or emotions, the
 * tag among the emotions, in any case; pages by an offset cursor (the server's is opaque too).
 */
export function answerJournalSearch(
  url: URL,
  entries: readonly JournalRow[],
): JournalSearchPage | { issues: z.core.$ZodIssue[] } {
  const parsed = z.safeParse(journalSearchQuerySchema, Object.fromEntries(url.searchParams));
  if (!parsed.success) return { issues: parsed.error.issues };
  const { q, tag, limit, cursor } = parsed.data;
  const words = journalSearchWords(q);
  const matching = [...entries].reverse().filter((entry) => {
    const data = dataOf(entry);
    const emotions = data.emotions.map((e) => e.toLowerCase());
    if (tag && !emotions.includes(tag.toLowerCase())) return false;
    const searchable = [data.text, data.prompt ?? '', ...emotions].join('\n').toLowerCase();
    return words.every((word) => searchable.includes(word));
  });
  const start = cursor ? Number(cursor) : 0;
  const end = start + limit;
  const count = matching.length;
  return {
    items: matching.slice(start, end),
    nextCursor: end < count ? String(end) : null,
    matches: cursor
      ? null
      : { count: Math.min(count, JOURNAL_MATCH_COUNT_CAP), more: count > JOURNAL_MATCH_COUNT_CAP },
  };
}

/** The member's emotion tags as the server lists them: lower case, the most used first, then by name. */
export function answerJournalEmotionTags(entries: readonly JournalRow[]): { tags: string[] } {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    for (const emotion of dataOf(entry).emotions.map((e) => e.toLowerCase())) {
      counts.set(emotion, (counts.get(emotion) ?? 0) + 1);
    }
  }
  const tags = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([tag]) => tag);
  return { tags };
}
