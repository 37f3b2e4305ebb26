import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import { desc, count, eq } from 'drizzle-orm';
import { loadSharp } from '../../../lib/load-sharp';
import { fileTypeFromBuffer } from 'file-type';
import { mediaTypes, type MediaFile, type MediaList } from '@shared/admin/admin-media.schemas';
import type { Database } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { findUnstorableCharacter } from '../../../plugins/unstorable-characters';
import type { AdminAudit } from '../../../lib/admin-audit';
import { mediaFiles } from './admin-media.table';
import type { MediaStorage } from '../../../lib/media-storage/media-storage';

export interface AdminMediaDeps {
  db: Database;
  storage: MediaStorage;
}

type MediaType = (typeof mediaTypes)[number];

/** The extensions each type may keep; the first is used when the original name's does not fit. */
const extensions: Record<MediaType, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['avif'],
  'application/pdf': ['pdf'],
};

const typeByExtension = new Map(
  Object.entries(extensions).flatMap(([type, exts]) => exts.map((ext) => [ext, type] as const)),
);

/** The content type a stored name is served with (names are only ever made by this service). */
export function contentTypeOf(name: string): string {
  return typeByExtension.get(extname(name).slice(1)) ?? 'application/octet-stream';
}

const isMediaType = (mime: string): mime is MediaType => (mediaTypes as readonly string[]).includes(mime);

/**
 * Re-encodes an image so nothing but its pixels survives: EXIF (GPS, camera), XMP and ICC text are dropped
 * (sharp writes no metadata unless asked). The orientation is applied first so the picture stays upright.
 */
async function reencode(bytes: Buffer, type: MediaType): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { animated: type === 'image/gif' || type === 'image/webp' }).rotate();
  switch (type) {
    case 'image/png':
      return image.png().toBuffer();
    case 'image/jpeg':
      return image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    case 'image/webp':
      return image.webp({ quality: 88 }).toBuffer();
    case 'image/gif':
      return image.gif().toBuffer();
    case 'image/avif':
      return image.avif({ quality: 60 }).toBuffer();
    default:
      return bytes;
  }
}

function toMediaFile(row: typeof mediaFiles.$inferSelect): MediaFile {
  return {
    name: row.name,
    url: `/media/${row.name}`,
    contentType: row.contentType,
    size: row.size,
    originalName: row.originalName,
    createdAt: row.createdAt.toISOString(),
  };
}

const unsupported = () =>
  new AppError(
    415,
    'unsupported_media_type',
    'Only PNG, JPEG, WebP, GIF, AVIF images and PDF files can be uploaded.',
  );

/** The longest original name kept, in characters. */
const ORIGINAL_NAME_MAX = 200;

/** The original name cut to its maximum without splitting a surrogate pair (JSONB refuses half of one). */
function keptName(originalName: string): string {
  const cut = originalName.slice(0, ORIGINAL_NAME_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Stores an upload under a random name with its original extension, after checking and cleaning it. */
export async function uploadMedia(
  deps: AdminMediaDeps,
  audit: AdminAudit,
  file: { bytes: Buffer; originalName: string },
): Promise<MediaFile> {
  // The name arrives in the multipart head, past the guard on params, query and JSON bodies.
  if (findUnstorableCharacter(file.originalName) !== null) {
    throw badRequest('The file name holds a character that is not allowed.', {
      file: 'The file name holds a character that is not allowed.',
    });
  }
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected || !isMediaType(detected.mime)) throw unsupported();
  const type = detected.mime;
  const cleaned = await reencode(file.bytes, type).catch(() => {
    throw new AppError(400, 'unreadable_image', 'That image could not be read. Is the file damaged?');
  });
  const original = extname(file.originalName).slice(1).toLowerCase();
  const ext = extensions[type].includes(original) ? original : extensions[type][0];
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const originalName = keptName(file.originalName) || name;

  await deps.storage.put(name, cleaned, type);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(mediaFiles)
        .values({ name, contentType: type, size: cleaned.length, originalName, uploadedBy: audit.actorId })
        .returning();
      if (!inserted) throw new Error('media insert returned nothing');
      await audit.record(tx, {
        targetId: name,
        summary: { originalName, contentType: type, size: cleaned.length },
      });
      return inserted;
    });
    return toMediaFile(row);
  } catch (error) {
    await deps.storage.delete(name).catch(() => undefined);
    throw error;
  }
}

/** Newest first (spec §9: pages of 100). */
export async function listMedia(db: Database, query: { limit: number; offset: number }): Promise<MediaList> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(mediaFiles)
      .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.name))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(mediaFiles),
  ]);
  return { items: rows.map(toMediaFile), total: totals[0]?.n ?? 0 };
}

export async function deleteMedia(deps: AdminMediaDeps, audit: AdminAudit, name: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(mediaFiles).where(eq(mediaFiles.name, name)).returning();
    if (!row) throw notFound('That file does not exist.');
    await audit.record(tx, {
      summary: { originalName: row.originalName },
    });
  });
  await deps.storage.delete(name);
}
