import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? raw.length : end).toString('utf8');
}

/**
 * Unpacks a gzipped ustar archive (regular files and folders only) into a folder. Used to lay down the
 * database template from the build: far lighter than letting the embedded database load it into its heap.
 */
export function extractTarGz(archive: Buffer, target: string): void {
  const tar = gunzipSync(archive);
  const root = normalize(target);
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = [field(header, 345, 155), field(header, 0, 100)].filter(Boolean).join('/');
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 48);
    const path = normalize(join(root, name));
    if (path !== root && !path.startsWith(root + sep))
      throw new Error(`tar entry escapes the target: ${name}`);
    const body = offset + BLOCK;
    if (type === '5') mkdirSync(path, { recursive: true });
    else if (type === '0' || type === '\0') {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, tar.subarray(body, body + size));
    }
    offset = body + Math.ceil(size / BLOCK) * BLOCK;
  }
}
