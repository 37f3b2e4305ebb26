import { z } from 'zod';
import { POMODORO_DEFAULTS } from '@shared/tools/pomodoro/pomodoro-settings';
import type { ToolEntry, ToolEntryListQuery, ToolEntryPage } from '@shared/tools/tool-api.schemas';
import { entrySchemaFor, MAX_ENTRY_JSON_LENGTH } from '@shared/tools/tool-data.schemas';
import { settingsSchemaFor } from '@shared/tools/tool-settings.schemas';
import type { Database, DbOrTx } from '../../db/client';
import { noCacheMetrics, type CacheMetrics } from '../../lib/cache-metrics';
import { createGenerationCache, type GenerationCache } from '../../lib/generation-cache';
import { keysetPage } from '../../lib/keyset';
import { assertSomethingToChange } from '../../lib/nothing-to-change';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';
import * as repo from './tool-data.repository';

export const ENTRY_NOT_FOUND = 'That entry does not exist.';

export interface ToolDataDeps {
  db: Database;
  /** First history pages (no cursor, no range) by member, tool and limit, valid for one generation. */
  firstPages: GenerationCache<ToolEntryPage>;
}

/** What one process keeps of first history pages: at most 1,000 pages of up to 32 K characters (32 MB). */
export function createFirstPageCache(metrics: CacheMetrics = noCacheMetrics): GenerationCache<ToolEntryPage> {
  return createGenerationCache({
    maxEntries: 1_000,
    maxValueSize: 32_768,
    maxAgeMs: 5 * 60_000,
    onLookup: (hit) => metrics.lookup('tool_first_page', hit),
  });
}

/** A stored entry as the API answers it. */
export function toEntry(row: repo.ToolEntryRow): ToolEntry {
  return {
    id: row.id,
    toolKey: row.toolKey,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    data: row.data,
  };
}

/** Parses with the tool's schema, or the 400 route validation gives, its field names the paths under data. */
function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fields[['data', ...issue.path.map(String)].join('.')] ??= issue.message;
  throw new AppError(400, 'validation_failed', 'Some fields need attention.', fields);
}

/** A valid entry's data, refused with 400 when its JSON is over the size every entry must fit in. */
function parseEntry(toolKey: string, value: unknown): unknown {
  const valid = parseWith(entrySchemaFor(toolKey), value);
  if (JSON.stringify(valid).length > MAX_ENTRY_JSON_LENGTH) {
    throw new AppError(
      400,
      'entry_too_large',
      `This entry is too large to save: at most ${MAX_ENTRY_JSON_LENGTH / 1024} KB of text per entry.`,
    );
  }
  return valid;
}

export async function listEntries(
  deps: ToolDataDeps,
  viewer: Viewer,
  toolKey: string,
  query: ToolEntryListQuery,
) {
  const first = !query.cursor && !query.from && !query.to;
  const cacheKey = `${toolKey}:${query.limit ?? ''}`;
  const cached = first ? deps.firstPages.get(viewer.userId, cacheKey, viewer.stamp) : undefined;
  if (cached) return cached;
  const page = keysetPage(repo.toolEntryKeys, query.cursor, query.limit);
  const rows = await repo.listToolEntries(deps.db, {
    userId: viewer.userId,
    toolKey,
    page,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  });
  const { items, nextCursor } = page.finish(rows);
  const result: ToolEntryPage = { items: items.map(toEntry), nextCursor };
  if (first) {
    const size = result.items.reduce((sum, item) => sum + JSON.stringify(item.data).length, 0);
    deps.firstPages.set(viewer.userId, cacheKey, viewer.stamp, result, size);
  }
  return result;
}

/**
 * Saves a new entry. With an idempotency key already used by this member, the entry it made is returned and
 * nothing is written: a write retried after its answer was lost (a dropped connection, an offline device)
 * is saved once.
 */
export async function createEntry(
  deps: ToolDataDeps,
  viewer: Viewer,
  toolKey: string,
  data: unknown,
  idempotencyKey?: string,
): Promise<ToolEntry> {
  const valid = parseEntry(toolKey, data);
  const row = await repo.insertToolEntry(deps.db, {
    userId: viewer.userId,
    toolKey,
    data: valid,
    idempotencyKey,
  });
  if (row.toolKey !== toolKey) {
    throw conflict('This Idempotency-Key was already used for an entry of another tool.');
  }
  return toEntry(row);
}

export async function getEntry(
  deps: ToolDataDeps,
  viewer: Viewer,
  toolKey: string,
  id: string,
): Promise<ToolEntry> {
  const row = await repo.findToolEntry(deps.db, viewer.userId, toolKey, id);
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return toEntry(row);
}

export async function updateEntry(
  deps: ToolDataDeps,
  viewer: Viewer,
  toolKey: string,
  id: string,
  data: unknown,
): Promise<ToolEntry> {
  assertSomethingToChange({ data });
  const valid = parseEntry(toolKey, data);
  const row = await repo.updateToolEntry(deps.db, viewer.userId, toolKey, id, valid);
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return toEntry(row);
}

export async function deleteEntry(
  deps: ToolDataDeps,
  viewer: Viewer,
  toolKey: string,
  id: string,
): Promise<void> {
  if (!(await repo.deleteToolEntry(deps.db, viewer.userId, toolKey, id))) throw notFound(ENTRY_NOT_FOUND);
}

/** What a member who never saved settings gets: valid by each tool's settings schema. */
const defaultSettings: Record<string, unknown> = {
  'pomodoro-timer': POMODORO_DEFAULTS,
  'habit-tracker': { order: [] },
  'goal-planning-tool': { order: [] },
};

export async function getSettings(deps: ToolDataDeps, viewer: Viewer, toolKey: string) {
  const row = await repo.findToolSettings(deps.db, viewer.userId, toolKey);
  return {
    toolKey,
    data: row?.data ?? defaultSettings[toolKey] ?? {},
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function putSettings(deps: ToolDataDeps, viewer: Viewer, toolKey: string, data: unknown) {
  const valid = parseWith(settingsSchemaFor(toolKey), data);
  const row = await repo.upsertToolSettings(deps.db, viewer.userId, toolKey, valid);
  return { toolKey, data: row.data, updatedAt: row.updatedAt.toISOString() };
}

/** The member's newest habits as stored (at most repo.HABITS_READ), for features that read habits: mastery, insights. */
export const findNewestHabits = (db: DbOrTx, userId: string) => repo.findNewestHabits(db, userId);

/** Validates and saves an entry another feature makes for the member (the weekly review's intention), in its transaction. */
export async function insertEntryFor(
  db: DbOrTx,
  userId: string,
  toolKey: string,
  data: unknown,
): Promise<ToolEntry> {
  return toEntry(await repo.insertToolEntry(db, { userId, toolKey, data: parseEntry(toolKey, data) }));
}
