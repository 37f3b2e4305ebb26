import { csvLines } from '@shared/text/csv';
import { keysetPage, type KeyColumn, type KeysetPage } from '../../lib/keyset';
import { timeZoneName } from './export-markdown';

/** Rows read per query: the most of one list held in memory at once while the export streams. */
export const EXPORT_PAGE_SIZE = 200;

/** Reads every page of a keyset list, first to last. */
export type PageReader<T> = () => AsyncGenerator<T[]>;

/** Each page of a keyset list, first to last (a fresh reader each call, so a file can read it again). */
export function pagesOf<T>(
  keys: readonly KeyColumn[],
  fetchPage: (page: KeysetPage) => PromiseLike<T[]>,
  pageSize = EXPORT_PAGE_SIZE,
): PageReader<T> {
  return async function* () {
    let cursor: string | undefined;
    do {
      const page = keysetPage(keys, cursor, pageSize);
      const { items, nextCursor } = page.finish(await fetchPage(page));
      if (items.length) yield items;
      cursor = nextCursor ?? undefined;
    } while (cursor);
  };
}

/** A JSON array written a page at a time, one item a line. */
export async function* jsonArray<T>(
  pages: AsyncIterable<T[]>,
  toJson: (row: T) => unknown,
): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const items of pages) {
    yield items
      .map((item, i) => `${first && i === 0 ? '' : ','}\n  ${JSON.stringify(toJson(item))}`)
      .join('');
    first = false;
  }
  yield first ? ']' : '\n]';
}

/** A JSON file holding one array. */
export async function* jsonFile<T>(pages: AsyncIterable<T[]>, toJson: (row: T) => unknown) {
  yield* jsonArray(pages, toJson);
  yield '\n';
}

/** A Markdown file: a title, a line saying which clock its times are on, then one block a row. */
export async function* markdownFile<T>(
  title: string,
  timeZone: string,
  pages: AsyncIterable<T[]>,
  toMarkdown: (row: T) => string,
): AsyncGenerator<string> {
  yield `# ${title}\n\nTimes are in your time zone, ${timeZoneName(timeZone)}.\n\n`;
  for await (const items of pages) yield items.map((item) => `${toMarkdown(item)}\n`).join('');
}

/** A CSV file: the header, then the rows a page at a time. */
export async function* csvFile<T>(
  header: string[],
  pages: AsyncIterable<T[]>,
  toRow: (row: T) => unknown[],
): AsyncGenerator<string> {
  yield csvLines([header]);
  for await (const items of pages) yield csvLines(items.map(toRow));
}
