import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  FORUM_IMAGE_MAX_SIDE,
  FORUM_IMAGE_NAME,
  FORUM_IMAGE_PATH,
  type ForumImage,
} from '@shared/community/forum-images';
import type { Database } from '../../../db/client';
import { AppError, badRequest } from '../../../lib/app-error';
import { loadSharp } from '../../../lib/load-sharp';
import type { MediaStorage } from '../../../lib/media-storage/media-storage';
import type { Viewer } from '../../../lib/viewer';
import { assertForumNameChosen } from '../../profiles/forum-name.service';
import { type CommunityLimits, rateLimited } from '../community-limits';
import { assertMayWrite } from '../trust/trust.service';
import { forumImages } from './forum-images.table';

export interface ForumImageDeps {
  db: Database;
  media: MediaStorage;
  limits: CommunityLimits;
}

const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp']);
const KEY_PREFIX = 'forum-images/';
const notImage = () =>
  badRequest('Choose a PNG, JPEG or WebP image.', { image: 'Choose a PNG, JPEG or WebP image.' });

export const imageTooLarge = () =>
  new AppError(413, 'too_large', 'Choose an image of at most 5 MB.', {
    image: 'Choose an image of at most 5 MB.',
  });

/**
 * Re-encodes an upload as WebP no larger than FORUM_IMAGE_MAX_SIDE on its longest side, upright, with every
 * metadata block (EXIF with its location) dropped. The type is read from the bytes, as for avatars.
 */
export async function toForumImage(bytes: Buffer) {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw notImage();
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(FORUM_IMAGE_MAX_SIDE, FORUM_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw notImage();
  }
}

/**
 * Stores a member's image for a post or reply and answers its address and box. Refused, like a post, while the
 * member is silenced or suspended, or before their trust level allows images; at most `imagesPerDay` a day.
 */
export async function uploadForumImage(
  deps: ForumImageDeps,
  viewer: Viewer,
  upload: Buffer,
): Promise<ForumImage> {
  await assertForumNameChosen(deps.db, viewer);
  // Checked before the work of re-encoding, and again with the row, under the member's limits lock.
  await deps.db.transaction((tx) => assertMayWrite(tx, deps.limits, viewer, { kind: 'image' }));
  const image = await toForumImage(upload);
  const id = randomUUID();
  const name = `${id}-${image.width}x${image.height}.webp`;
  if (!FORUM_IMAGE_NAME.test(name)) throw new Error(`made a forum image name the routes refuse: ${name}`);
  await deps.db.transaction(async (tx) => {
    await assertMayWrite(tx, deps.limits, viewer, { kind: 'image' });
    const max = deps.limits.imagesPerDay;
    if (max > 0) {
      const [today] = await tx
        .select({ n: count() })
        .from(forumImages)
        .where(
          and(
            eq(forumImages.userId, viewer.userId),
            gt(forumImages.createdAt, sql`now() - interval '1 day'`),
          ),
        );
      if ((today?.n ?? 0) >= max)
        throw rateLimited(`You have added ${max} images today. You can add more tomorrow.`);
    }
    await tx.insert(forumImages).values({
      id,
      userId: viewer.userId,
      name,
      width: image.width,
      height: image.height,
      bytes: image.data.length,
    });
    // Stored inside the transaction: a failed store leaves no row, and a refused row no bytes.
    await deps.media.put(`${KEY_PREFIX}${name}`, image.data, 'image/webp');
  });
  return { url: `${FORUM_IMAGE_PATH}${name}`, width: image.width, height: image.height };
}

/** The image's bytes, or null for a name this app never makes or nothing stored. */
export async function readForumImage(media: MediaStorage, name: string): Promise<Buffer | null> {
  return FORUM_IMAGE_NAME.test(name) ? media.get(`${KEY_PREFIX}${name}`) : null;
}
