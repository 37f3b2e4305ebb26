import { z } from 'zod';

/** Spec §9: the media list's page size. */
export const MEDIA_PAGE_SIZE = 100;
/** The largest upload accepted, in bytes. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** What may be uploaded, recognised by the file's bytes (not its name). */
export const mediaTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'application/pdf',
] as const;

export const mediaFileSchema = z.object({
  name: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  originalName: z.string(),
  createdAt: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const mediaListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MEDIA_PAGE_SIZE).default(MEDIA_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const mediaListSchema = z.object({ items: z.array(mediaFileSchema), total: z.number().int() });
export type MediaList = z.infer<typeof mediaListSchema>;

/** Stored names: 32 hex characters and a known extension. */
export const mediaNameSchema = z
  .string()
  .regex(/^[0-9a-f]{32}\.(png|jpe?g|webp|gif|avif|pdf)$/, 'Unknown file.');
