import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { assertStorageKey, type MediaStorage } from './media-storage';

/**
 * A folder on disk (DATA_DIR/media by default); a key's '/' is a subfolder. Only for one process, or for
 * several that all mount the same folder (MEDIA_DISK_SHARED).
 */
export function createFolderStorage(folder: string): MediaStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    const path = resolve(root, assertStorageKey(key));
    if (!path.startsWith(root + sep)) throw new Error(`media storage key outside its folder: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async get(key) {
      return readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
