import { and, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { ToolKey } from '@shared/tools/tool-keys';
import type { DbOrTx } from '../../db/client';
import type { KeysetPage } from '../../lib/keyset';
import { containing } from '../../lib/like-pattern';
import { toolEntries } from './tool-data.table';

export const JOURNAL_TOOL_KEY = 'self-awareness-journal' satisfies ToolKey;

/** A search of one member's journal: words in lower case, a tag in lower case or '' for any. */
export interface JournalFilter {
  userId: string;
  words: string[];
  tag: string;
}

// The entry's emotions as a JSON array whatever is stored (the journal's schema makes it one; this keeps a
// row written otherwise from failing the whole search).
const emotions = sql`(case when jsonb_typeof(${toolEntries.data} -> 'emotions') = 'array'
  then ${toolEntries.data} -> 'emotions' else '[]'::jsonb end)`;

// Where a word is looked for: the text, the prompt and the emotions, one per line. A word never holds a line
// break, so it cannot match across two fields.
const searchable = sql`concat_ws(E'\\n', ${toolEntries.data} ->> 'text', ${toolEntries.data} ->> 'prompt',
  (select string_agg(e, E'\\n') from jsonb_array_elements_text(${emotions}) as e))`;

const carriesTag = (tag: string) =>
  sql`exists (select 1 from jsonb_array_elements_text(${emotions}) as e where lower(e) = ${tag})`;

/** The member's own journal entries matching the filter: user and tool first, as the history index leads. */
function matching(filter: JournalFilter): SQL {
  return and(
    eq(toolEntries.userId, filter.userId),
    eq(toolEntries.toolKey, JOURNAL_TOOL_KEY),
    ...filter.words.map((word) => ilike(searchable, containing(word))),
    filter.tag ? carriesTag(filter.tag) : undefined,
  )!;
}

/**
 * One page of the matching entries, newest first, over tool_entries_user_tool_created_idx (the page's keys are
 * the history's, toolEntryKeys): the scan walks the member's journal in index order and stops at a full page.
 */
export function searchJournalEntries(db: DbOrTx, filter: JournalFilter, page: KeysetPage) {
  return db
    .select({ ...getTableColumns(toolEntries), ...page.keyFields })
    .from(toolEntries)
    .where(and(matching(filter), page.where))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}

/** How many entries match, counting no further than `cap + 1` (so a broad search costs no more than that). */
export async function countJournalMatches(db: DbOrTx, filter: JournalFilter, cap: number): Promise<number> {
  const bounded = db
    .select({ id: toolEntries.id })
    .from(toolEntries)
    .where(matching(filter))
    .limit(cap + 1)
    .as('bounded');
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(bounded);
  return rows[0]?.count ?? 0;
}

/** The member's emotion tags over every journal entry, in lower case, the most used first, then by name. */
export async function listJournalEmotionTags(db: DbOrTx, userId: string, limit: number): Promise<string[]> {
  const result = (await db.execute(sql`
    select lower(e) as tag
    from ${toolEntries}, jsonb_array_elements_text(${emotions}) as e
    where ${toolEntries.userId} = ${userId} and ${toolEntries.toolKey} = ${JOURNAL_TOOL_KEY}
    group by lower(e)
    order by count(*) desc, lower(e)
    limit ${limit}`)) as unknown as { rows: { tag: string }[] };
  return result.rows.map((row) => row.tag);
}
