import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from '../../lib/media-storage/media-storage';
import { avatarKey } from './avatar.service';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Installs from before the one media storage kept avatars as files in DATA_DIR/avatars, on one process's own
 * disk. At start, each is moved into the media storage under its name (its URL stays the same) and the file
 * removed; the folder goes once empty, so later starts find nothing to do. A file that cannot be moved (the
 * storage unreachable) stays for the next start. Answers how many were moved.
 */
export async function moveLegacyAvatars(
  folder: string,
  media: MediaStorage,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if (missing(error)) return 0;
    throw error;
  }
  let moved = 0;
  for (const name of names) {
    const key = avatarKey(name);
    if (!key) continue;
    const file = join(folder, name);
    try {
      // Another process sharing this disk may have moved it a moment ago.
      const bytes = await readFile(file).catch((error: unknown) =>
        missing(error) ? null : Promise.reject(error),
      );
      if (!bytes) continue;
      await media.put(key, bytes, 'image/webp').catch(async (error: unknown) => {
        // A folder storage refuses to overwrite: already there (moved by another process) is done.
        if (!(await media.get(key))) throw error;
      });
      await rm(file, { force: true });
      moved += 1;
    } catch (error) {
      log.warn(
        { err: error, avatar: name },
        'avatar not moved into the media storage; tried again at next start',
      );
    }
  }
  await rmdir(folder).catch(() => undefined);
  if (moved > 0) log.info({ moved, from: folder }, 'avatars moved into the media storage');
  return moved;
}
