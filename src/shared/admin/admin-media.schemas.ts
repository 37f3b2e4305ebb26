import * as z from '../api/zod-mini';

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
  size: z.number().check(z.int()),
  originalName: z.string(),
  createdAt: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const mediaListQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MEDIA_PAGE_SIZE)),
    MEDIA_PAGE_SIZE,
  ),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
});

export const mediaListSchema = z.object({
  items: z.array(mediaFileSchema),
  total: z.number().check(z.int()),
});
export type MediaList = z.infer<typeof mediaListSchema>;

/** Stored names: 32 hex characters and a known extension. */
export const mediaNameSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{32}\.(png|jpe?g|webp|gif|avif|pdf)$/, 'Unknown file.'));
