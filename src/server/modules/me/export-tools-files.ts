import type { DbOrTx } from '../../db/client';
import type { ZipWriter } from '../../lib/zip-stream';
import { accountJson, entryMarkdown, toolName } from './export-files';
import * as repo from './export.repository';
import {
  EXPORT_PAGE_SIZE,
  csvFile,
  jsonArray,
  markdownFile,
  pagesOf,
  type PageReader,
} from './export-streams';

const entryJson = ({ id, toolKey, data, createdAt, updatedAt }: repo.ExportEntry) => ({
  id,
  toolKey,
  data,
  createdAt,
  updatedAt,
});
const practiceJson = ({ skillId, skillTitle, completedAt }: repo.ExportPractice) => ({
  skillId,
  skillTitle,
  completedAt,
});

/** Every page of several readers, one after another. */
function concatPages<T>(readers: PageReader<T>[]): PageReader<T> {
  return async function* () {
    for (const read of readers) yield* read();
  };
}

/**
 * data.json, tools/<tool>.csv and .md, and skill-practice.csv: everything the member wrote in the tools,
 * each file reading its pages again, so memory holds one page rather than years of entries.
 */
export async function addToolFiles(
  zip: ZipWriter,
  db: DbOrTx,
  userId: string,
  summary: repo.ExportSummary,
  exportedAt: Date,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<void> {
  const tools = summary.entryCounts.map((c) => c.toolKey);
  const entryPages = (toolKey: string) =>
    pagesOf(repo.entryKeys, (p) => repo.findEntriesPage(db, userId, toolKey, p), pageSize);
  const practicePages = pagesOf(repo.practiceKeys, (p) => repo.findPracticePage(db, userId, p), pageSize);

  await zip.addFile(
    'data.json',
    (async function* () {
      yield `{\n  "exportedAt": ${JSON.stringify(exportedAt.toISOString())},\n`;
      yield `  "account": ${JSON.stringify(accountJson(summary))},\n`;
      yield `  "toolSettings": ${JSON.stringify(summary.settings)},\n  "skillPractice": `;
      yield* jsonArray(practicePages(), practiceJson);
      yield ',\n  "toolEntries": ';
      yield* jsonArray(concatPages(tools.map(entryPages))(), entryJson);
      yield '\n}\n';
    })(),
  );

  for (const toolKey of tools) {
    const pages = entryPages(toolKey);
    // The CSV has a column per field any entry uses: a first pass over the pages collects their names.
    const fields = new Set<string>();
    for await (const items of pages()) {
      for (const entry of items) for (const field of Object.keys(entry.data as object)) fields.add(field);
    }
    const columns = [...fields];
    await zip.addFile(
      `tools/${toolKey}.csv`,
      csvFile(['id', 'created_at', 'updated_at', ...columns], pages(), (e) => [
        e.id,
        e.createdAt,
        e.updatedAt,
        ...columns.map((k) => (e.data as Record<string, unknown>)[k]),
      ]),
    );
    await zip.addFile(`tools/${toolKey}.md`, markdownFile(toolName(toolKey), pages(), entryMarkdown));
  }

  await zip.addFile(
    'skill-practice.csv',
    csvFile(['skill_id', 'skill', 'completed_at'], practicePages(), (p) => [
      p.skillId,
      p.skillTitle,
      p.completedAt,
    ]),
  );
}
