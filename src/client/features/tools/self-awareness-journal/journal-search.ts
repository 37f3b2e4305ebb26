import * as z from '@shared/api/zod-mini';
import { journalSearchQuerySchema } from '@shared/tools/journal-search.schemas';
import { formatCount } from '@client/lib/format-count';

export interface JournalFilter {
  text: string;
  /** An emotion tag, or '' for any. */
  tag: string;
}

/** Whether the member is searching at all (with nothing to search for, the history shows). */
export const isSearching = (filter: JournalFilter) => filter.text.trim() !== '' || filter.tag !== '';

/** Why the search cannot be sent as typed (too long, too many words), by the server's own schema. */
export function searchProblem(filter: JournalFilter): string | undefined {
  const parsed = z.safeParse(journalSearchQuerySchema, { q: filter.text, tag: filter.tag });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** "3 entries match", "1 entry matches", "No entries match"; past the server's count, "More than 1,000 …". */
export function describeMatches(matches: { count: number; more: boolean }): string {
  if (matches.more) return `More than ${formatCount(matches.count)} entries match`;
  if (matches.count === 0) return 'No entries match';
  return matches.count === 1 ? '1 entry matches' : `${formatCount(matches.count)} entries match`;
}
