import { patchOf } from '../api/patch-schema';
import * as z from '../api/zod-mini';
import { calendarDateTimeField } from '../api/dates';
import { entrySchemaFor } from './tool-data.schemas';
import { toolKeys } from './tool-keys';
import { settingsSchemaFor } from './tool-settings.schemas';

export {
  toolEntryPageSchema,
  toolEntrySchema,
  toolSettingsResponseSchema,
  type ToolEntry,
  type ToolEntryPage,
} from './tool-entry.schemas';

export const toolKeySchema = z.enum(toolKeys as [string, ...string[]]);

export const toolEntryListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  from: z.optional(calendarDateTimeField()),
  to: z.optional(calendarDateTimeField()),
});
export type ToolEntryListQuery = z.infer<typeof toolEntryListQuerySchema>;

/** A write's body: the data, checked by one tool's entry or settings schema. */
const dataBody = <S extends z.ZodMiniType>(data: S) => z.object({ data });

/** A new entry's body for a tool: its own data schema; without a key, the plain note of a tool an admin added. */
export const toolEntryBodySchemaFor = (toolKey?: string) => dataBody(entrySchemaFor(toolKey));
/** An edit replaces the entry's data whole (its tool's schema checks it as one document); absent, nothing changes. */
export const toolEntryPatchSchemaFor = (toolKey?: string) => patchOf(toolEntryBodySchemaFor(toolKey));
/** The body that saves a tool's settings, by its own settings schema (none for a tool an admin added). */
export const toolSettingsBodySchemaFor = (toolKey?: string) => dataBody(settingsSchemaFor(toolKey));
