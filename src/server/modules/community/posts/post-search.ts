import { sql, type Placeholder } from 'drizzle-orm';
import { posts } from '../community.table';

/**
 * The words of q in a post's title and content, over posts_search_idx: the planner uses the index only for this
 * exact expression, so the forum's search and the admin's post list share this one copy (read-only).
 */
export const matchesSearch = (q: string | Placeholder) =>
  sql`to_tsvector('english', ${posts.title} || ' ' || ${posts.content}) @@ websearch_to_tsquery('english', ${q})`;
