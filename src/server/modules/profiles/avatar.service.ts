import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { OwnProfile } from '@shared/profiles/profiles.schemas';
import { loadSharp } from '../../lib/load-sharp';
import { AppError, badRequest } from '../../lib/app-error';
import type { AvatarStorage } from './avatar-storage';
import * as repo from './profiles.repository';
import { getOwnProfile, type ProfileDeps } from './profiles.service';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp']);
export const AVATAR_PATH = '/avatars/';

export interface AvatarDeps extends ProfileDeps {
  avatars: AvatarStorage;
}

export const avatarTooLarge = () =>
  new AppError(413, 'too_large', 'Choose an image of at most 5 MB.', {
    avatar: 'Choose an image of at most 5 MB.',
  });

/**
 * Re-encodes an upload as a square WebP. The type is read from the bytes, never the name or header, and
 * re-encoding drops every metadata block (EXIF with its location, ICC, XMP).
 */
export async function toAvatarImage(bytes: Buffer): Promise<Buffer> {
  const notImage = () =>
    badRequest('Choose a PNG, JPEG or WebP image.', { avatar: 'Choose a PNG, JPEG or WebP image.' });
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw notImage();
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw notImage();
  }
}

function storedName(avatarUrl: string | null): string | null {
  return avatarUrl?.startsWith(AVATAR_PATH) ? avatarUrl.slice(AVATAR_PATH.length) : null;
}

/** Stores a new avatar and removes the previous file. */
export async function setAvatar(deps: AvatarDeps, userId: string, upload: Buffer): Promise<OwnProfile> {
  const image = await toAvatarImage(upload);
  const before = await getOwnProfile(deps.db, userId);
  const name = `${randomUUID()}.webp`;
  await deps.avatars.save(name, image);
  await repo.updateProfileById(deps.db, userId, { avatarUrl: `${AVATAR_PATH}${name}` });
  const old = storedName(before.avatarUrl);
  if (old) await deps.avatars.remove(old);
  return getOwnProfile(deps.db, userId);
}

/** Back to initials. */
export async function removeAvatar(deps: AvatarDeps, userId: string): Promise<OwnProfile> {
  const before = await getOwnProfile(deps.db, userId);
  await repo.updateProfileById(deps.db, userId, { avatarUrl: null });
  const old = storedName(before.avatarUrl);
  if (old) await deps.avatars.remove(old);
  return getOwnProfile(deps.db, userId);
}
