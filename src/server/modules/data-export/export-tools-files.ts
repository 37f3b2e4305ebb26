import { toolEntryDataSchemas } from '@shared/tools/tool-data.schemas';
import type { ToolKey } from '@shared/tools/tool-keys';
import type { DbOrTx } from '../../db/client';
import type { ZipWriter } from '../../lib/zip-stream';
import { entryMarkdown } from './export-entry-markdown';
import { accountJson, exportTimeZone, toolName } from './export-files';
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

/** "focusArea" → "focus_area": a CSV header names a field as the other columns do. */
const columnName = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** A tool's fields in the order its schema declares them; any other field an entry holds after, by name. */
function fieldOrder(toolKey: string, fields: Set<string>): string[] {
  const schema = Object.hasOwn(toolEntryDataSchemas, toolKey)
    ? toolEntryDataSchemas[toolKey as ToolKey]
    : undefined;
  const declared = Object.keys(schema?.def.shape ?? {}).filter((field) => fields.has(field));
  return [...declared, ...[...fields].filter((field) => !declared.includes(field)).sort()];
}

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
  const timeZone = exportTimeZone(summary);
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
    const columns = fieldOrder(toolKey, fields);
    await zip.addFile(
      `tools/${toolKey}.csv`,
      csvFile(['id', 'created_at', 'updated_at', ...columns.map(columnName)], pages(), (e) => [
        e.id,
        e.createdAt,
        e.updatedAt,
        ...columns.map((k) => (e.data as Record<string, unknown>)[k]),
      ]),
    );
    await zip.addFile(
      `tools/${toolKey}.md`,
      markdownFile(toolName(toolKey), timeZone, pages(), (entry) => entryMarkdown(toolKey, entry, timeZone)),
    );
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
