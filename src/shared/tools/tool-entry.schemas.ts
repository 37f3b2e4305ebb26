import * as z from '../api/zod-mini';

// The answers of the tool-data API, apart from the schemas of what is written (tool-api.schemas.ts): reading
// them takes no tool's data or settings schema, so a tool's page downloads only its own.

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
  nextCursor: z.nullable(z.string()),
});
export type ToolEntryPage = z.infer<typeof toolEntryPageSchema>;

export const toolSettingsResponseSchema = z.object({
  toolKey: z.string(),
  data: z.unknown(),
  updatedAt: z.nullable(z.string()),
});
