import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { OwnProfile } from '@shared/profiles/profiles.schemas';
import { loadSharp } from '../../lib/load-sharp';
import { AppError, badRequest } from '../../lib/app-error';
import type { MediaStorage } from '../../lib/media-storage/media-storage';
import * as repo from './profiles.repository';
import { getOwnProfile, type ProfileDeps } from './profiles.service';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp']);
export const AVATAR_PATH = '/avatars/';

/** Only names this app generates, so a request can never reach another key of the media storage. */
export const AVATAR_NAME = /^[0-9a-f-]{36}\.webp$/;
/** Where avatars are kept in the media storage (the library's own files have no prefix). */
const AVATAR_KEY_PREFIX = 'avatars/';

export interface AvatarDeps extends ProfileDeps {
  /** The one media storage every process shares; avatars are kept under avatars/. */
  media: MediaStorage;
}

/** The storage key of an avatar's name (as in its URL), or null for a name this app never makes. */
export function avatarKey(name: string): string | null {
  return AVATAR_NAME.test(name) ? `${AVATAR_KEY_PREFIX}${name}` : null;
}

/** The avatar's bytes, or null when there is none by that name. */
export async function readAvatar(media: MediaStorage, name: string): Promise<Buffer | null> {
  const key = avatarKey(name);
  return key ? media.get(key) : null;
}

/** Deletes the stored image an avatar URL points to (nothing for initials or a URL not ours). */
export async function deleteStoredAvatar(media: MediaStorage, avatarUrl: string | null | undefined) {
  const key = avatarUrl?.startsWith(AVATAR_PATH) ? avatarKey(avatarUrl.slice(AVATAR_PATH.length)) : null;
  if (key) await media.delete(key);
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

/** Stores a new avatar and deletes the previous one from the storage. */
export async function setAvatar(deps: AvatarDeps, userId: string, upload: Buffer): Promise<OwnProfile> {
  const image = await toAvatarImage(upload);
  const before = await getOwnProfile(deps.db, userId);
  const name = `${randomUUID()}.webp`;
  await deps.media.put(`${AVATAR_KEY_PREFIX}${name}`, image, 'image/webp');
  await repo.updateProfileById(deps.db, userId, { avatarUrl: `${AVATAR_PATH}${name}` });
  await deleteStoredAvatar(deps.media, before.avatarUrl);
  return getOwnProfile(deps.db, userId);
}

/** Back to initials. */
export async function removeAvatar(deps: AvatarDeps, userId: string): Promise<OwnProfile> {
  const before = await getOwnProfile(deps.db, userId);
  await repo.updateProfileById(deps.db, userId, { avatarUrl: null });
  await deleteStoredAvatar(deps.media, before.avatarUrl);
  return getOwnProfile(deps.db, userId);
}
