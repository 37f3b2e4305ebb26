/**
 * Where uploaded bytes live, for every process alike: a folder (one process, or a disk every process shares) or
 * an S3-compatible bucket. The admin's media and the members' avatars are kept here, each under its own keys.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under that key. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

/** Segments of letters, digits, '.', '_' and '-', each starting with a letter or digit: never '..' nor '/x'. */
const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses a key that could leave the storage's folder or bucket prefix; callers build keys, requests never do. */
export function assertStorageKey(key: string): string {
  if (key.length > 200 || !STORAGE_KEY.test(key)) throw new Error(`not a media storage key: ${key}`);
  return key;
}
