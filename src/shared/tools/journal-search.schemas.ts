import * as z from '../api/zod-mini';
import { toolEntrySchema } from './tool-entry.schemas';

// The journal's search, on the server over every entry of the member (not only the pages loaded on screen).

/** The longest search, all its words together. */
export const JOURNAL_SEARCH_MAX_LENGTH = 200;
/** The most words one search holds: each is looked for in every entry. */
export const JOURNAL_SEARCH_MAX_WORDS = 10;
/** The longest emotion tag, as an entry's own emotions are. */
export const JOURNAL_TAG_MAX_LENGTH = 40;
/** Matches are counted up to this many; past it the answer says there are more. */
export const JOURNAL_MATCH_COUNT_CAP = 1000;
/** The most emotion tags offered to search by, the most used first. */
export const JOURNAL_TAGS_LIMIT = 100;

/** The words of a search: lower case, split at spaces, each once. */
export function journalSearchWords(q: string): string[] {
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))];
}

export const journalSearchQuerySchema = z.object({
  /** Words an entry must all contain, in its text, its prompt or its emotions, in any case. */
  q: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(JOURNAL_SEARCH_MAX_LENGTH, `Search for at most ${JOURNAL_SEARCH_MAX_LENGTH} characters.`),
      z.refine(
        (q) => journalSearchWords(q).length <= JOURNAL_SEARCH_MAX_WORDS,
        `Search for at most ${JOURNAL_SEARCH_MAX_WORDS} words.`,
      ),
    ),
    '',
  ),
  /** An emotion the entry carries, in any case, or '' for any. */
  tag: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(JOURNAL_TAG_MAX_LENGTH, `An emotion is at most ${JOURNAL_TAG_MAX_LENGTH} characters.`),
      ),
    '',
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
  cursor: z.optional(z.string().check(z.maxLength(1024))),
});
export type JournalSearchQuery = z.infer<typeof journalSearchQuerySchema>;

export const journalSearchPageSchema = z.object({
  items: z.array(toolEntrySchema),
  nextCursor: z.nullable(z.string()),
  /** On the first page only (null after a cursor): how many entries match, counted up to the cap. */
  matches: z.nullable(z.object({ count: z.number(), more: z.boolean() })),
});
export type JournalSearchPage = z.infer<typeof journalSearchPageSchema>;

/** The member's emotion tags over all their entries, the most used first (at most JOURNAL_TAGS_LIMIT). */
export const journalEmotionTagsSchema = z.object({ tags: z.array(z.string()) });
export type JournalEmotionTags = z.infer<typeof journalEmotionTagsSchema>;
