import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where media bytes live: a folder by default, an S3-compatible bucket when configured. */
export interface MediaStorage {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under that name. */
  get(name: string): Promise<Buffer | null>;
  delete(name: string): Promise<void>;
}

/** A folder on disk (DATA_DIR/media by default). Names are validated before they reach here. */
export function createFolderStorage(folder: string): MediaStorage {
  return {
    async put(name, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), bytes, { flag: 'wx' });
    },
    async get(name) {
      return readFile(join(folder, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async delete(name) {
      await rm(join(folder, name), { force: true });
    },
  };
}
