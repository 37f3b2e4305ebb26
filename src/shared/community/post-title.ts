import { POST_TITLE_MAX_LENGTH } from './community.schemas';
import { markdownExcerpt } from './markdown-excerpt';

/**
 * The title of a post sent without one (through the API, or written before topics had titles): its first line
 * that has words, as a reader sees it, cut at a word.
 */
export function titleFromContent(content: string): string {
  const firstLine = content.split('\n').find((line) => markdownExcerpt(line, 10).length > 0) ?? '';
  return markdownExcerpt(firstLine, POST_TITLE_MAX_LENGTH) || 'Untitled';
}
