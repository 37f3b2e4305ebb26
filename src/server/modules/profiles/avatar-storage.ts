import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where avatar images live; the disk today, an object store later, behind the same three calls. */
export interface AvatarStorage {
  save(name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such avatar. */
  read(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

/** Only names this app generates, so a request can never reach outside the folder. */
export const AVATAR_NAME = /^[0-9a-f-]{36}\.webp$/;

/** Avatars as files in one folder (DATA_DIR/avatars). */
export function createDiskAvatarStorage(folder: string): AvatarStorage {
  const pathOf = (name: string) => {
    if (!AVATAR_NAME.test(name)) throw new Error(`not an avatar name: ${name}`);
    return join(folder, name);
  };
  return {
    async save(name, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(pathOf(name), bytes);
    },
    async read(name) {
      if (!AVATAR_NAME.test(name)) return null;
      return readFile(pathOf(name)).catch(() => null);
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
  };
}
