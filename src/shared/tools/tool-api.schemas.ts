import { z } from 'zod';
import { isoDateTimeField } from '../api/dates';
import { toolKeys } from './tool-keys';

export const toolKeySchema = z.enum(toolKeys as [string, ...string[]]);

/** A stored entry; its data is validated by the tool's own schema (tool-data.schemas.ts). */
export const toolEntrySchema = z.object({
  id: z.string(),
  toolKey: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  data: z.unknown(),
});
export type ToolEntry = z.infer<typeof toolEntrySchema>;

export const toolEntryPageSchema = z.object({
  items: z.array(toolEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ToolEntryPage = z.infer<typeof toolEntryPageSchema>;

export const toolEntryListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
  from: isoDateTimeField().optional(),
  to: isoDateTimeField().optional(),
});
export type ToolEntryListQuery = z.infer<typeof toolEntryListQuerySchema>;

export const toolEntryBodySchema = z.object({ data: z.unknown() });
export const toolSettingsBodySchema = z.object({ data: z.unknown() });
export const toolSettingsResponseSchema = z.object({
  toolKey: z.string(),
  data: z.unknown(),
  updatedAt: z.string().nullable(),
});
