import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import {
  toolEntryPageSchema,
  toolEntrySchema,
  toolSettingsResponseSchema,
} from '@shared/tools/tool-entry.schemas';
import { apiRequest } from '@client/lib/api-client';
import { toolEntriesOf, toolSettingsOf } from '@client/lib/server-resources';

/** An entry whose data has been parsed by its tool's schema. */
export interface TypedEntry<T> {
  id: string;
  toolKey: string;
  createdAt: string;
  updatedAt: string;
  data: T;
}

export const toolEntriesKey = (toolKey: string) => ['tool-entries', toolKey] as const;
export const toolSettingsKey = (toolKey: string) => ['tool-settings', toolKey] as const;

const base = (toolKey: string) => `/api/tools/${encodeURIComponent(toolKey)}`;

/** Where a tool's entries are listed and created. */
export const toolEntriesPath = (toolKey: string) => `${base(toolKey)}/entries`;

/** Keeps the entries whose data matches the schema (the server validated them; this gives them their type). */
export function typedEntries<S extends z.core.$ZodType>(
  schema: S,
  items: z.infer<typeof toolEntrySchema>[],
): TypedEntry<z.infer<S>>[] {
  return items.flatMap((item) => {
    const parsed = z.safeParse(schema, item.data);
    return parsed.success ? [{ ...item, data: parsed.data }] : [];
  });
}

async function fetchPage<S extends z.core.$ZodType>(
  toolKey: string,
  schema: S,
  params: URLSearchParams,
  signal?: AbortSignal,
) {
  const page = await apiRequest(`${base(toolKey)}/entries?${params}`, {
    schema: toolEntryPageSchema,
    signal,
  });
  return { items: typedEntries(schema, page.items), nextCursor: page.nextCursor };
}

/** A member's entries of a tool, newest first, a page at a time ("Load more"). */
export function toolEntriesQueryOptions<S extends z.core.$ZodType>(toolKey: string, schema: S, limit = 20) {
  // Plain options (queryOptions' helpers are a chunk of their own on every tool page).
  return {
    queryKey: [...toolEntriesKey(toolKey), 'pages', limit],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) => {
      const params = new URLSearchParams({ limit: String(limit) });
      if (pageParam) params.set('cursor', pageParam);
      return fetchPage(toolKey, schema, params, signal);
    },
    getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor,
    meta: { reads: [toolEntriesOf(toolKey)] },
  };
}

export function useToolEntries<S extends z.core.$ZodType>(
  toolKey: string,
  schema: S,
  options: { limit?: number } = {},
) {
  const query = useInfiniteQuery(toolEntriesQueryOptions(toolKey, schema, options.limit));
  return { ...query, entries: query.data?.pages.flatMap((p) => p.items) ?? [] };
}

/** Every entry created since `from` (for charts and streaks over a bounded window). */
export function toolEntriesSinceQueryOptions<S extends z.core.$ZodType>(
  toolKey: string,
  schema: S,
  from: Date,
) {
  const fromIso = from.toISOString();
  return {
    queryKey: [...toolEntriesKey(toolKey), 'since', fromIso],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const all: TypedEntry<z.infer<S>>[] = [];
      let cursor: string | null = null;
      do {
        const params = new URLSearchParams({ limit: '200', from: fromIso });
        if (cursor) params.set('cursor', cursor);
        const page = await fetchPage(toolKey, schema, params, signal);
        all.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return all;
    },
    meta: { reads: [toolEntriesOf(toolKey)] },
  };
}

export function useToolEntriesSince<S extends z.core.$ZodType>(toolKey: string, schema: S, from: Date) {
  return useQuery(toolEntriesSinceQueryOptions(toolKey, schema, from));
}

export function useCreateToolEntry<T>(toolKey: string) {
  return useMutation({
    mutationFn: (data: T) =>
      apiRequest(`${base(toolKey)}/entries`, { method: 'POST', body: { data }, schema: toolEntrySchema }),
    meta: { writes: [toolEntriesOf(toolKey)] },
  });
}

export function useUpdateToolEntry<T>(toolKey: string) {
  return useMutation({
    mutationFn: ({ id, data }: { id: string; data: T }) =>
      apiRequest(`${base(toolKey)}/entries/${id}`, {
        method: 'PATCH',
        body: { data },
        schema: toolEntrySchema,
      }),
    meta: { writes: [toolEntriesOf(toolKey)] },
  });
}

export function useDeleteToolEntry(toolKey: string) {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${base(toolKey)}/entries/${id}`, { method: 'DELETE', schema: z.null() }),
    meta: { writes: [toolEntriesOf(toolKey)] },
  });
}

/** The member's settings of a tool, parsed by its schema (the server fills in defaults). */
export function toolSettingsQueryOptions<S extends z.core.$ZodType>(toolKey: string, schema: S) {
  return {
    queryKey: toolSettingsKey(toolKey),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const response = await apiRequest(`${base(toolKey)}/settings`, {
        schema: toolSettingsResponseSchema,
        signal,
      });
      return z.parse(schema, response.data);
    },
    meta: { reads: [toolSettingsOf(toolKey)] },
  };
}

export function useToolSettings<S extends z.core.$ZodType>(toolKey: string, schema: S) {
  return useQuery(toolSettingsQueryOptions(toolKey, schema));
}

export function useSaveToolSettings<T>(toolKey: string) {
  return useMutation({
    mutationFn: (data: T) =>
      apiRequest(`${base(toolKey)}/settings`, {
        method: 'PUT',
        body: { data },
        schema: toolSettingsResponseSchema,
      }),
    meta: { writes: [toolSettingsOf(toolKey)] },
  });
}
