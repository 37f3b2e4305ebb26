import { createReadStream } from 'node:fs';

const BLOCK = 512;
/** ustar's size field: 11 octal digits. */
const MAX_SIZE = 8 ** 11 - 1;

/** One entry of an archive: a folder, a file read from disk, or bytes held in memory. */
export type TarEntry =
  | { kind: 'folder'; name: string; mode: number; mtime: Date }
  | { kind: 'file'; name: string; mode: number; mtime: Date; source: string; size: number }
  | { kind: 'bytes'; name: string; mode: number; mtime: Date; bytes: Buffer };

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** Splits a path into ustar's prefix (155 bytes) and name (100 bytes) at a slash; longer ones need pax, refused. */
function splitName(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: '', name: path };
  for (let at = path.indexOf('/'); at >= 0; at = path.indexOf('/', at + 1)) {
    const prefix = path.slice(0, at);
    const name = path.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100 && name !== '')
      return { prefix, name };
  }
  throw new Error(`path too long for the backup archive: ${path}`);
}

function header(entry: TarEntry, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(entry.kind === 'folder' ? `${entry.name}/` : entry.name);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(entry.mode & 0o7777, 8), 100, 8, 'ascii');
  block.write(octal(0, 8), 108, 8, 'ascii');
  block.write(octal(0, 8), 116, 8, 'ascii');
  block.write(octal(size, 12), 124, 12, 'ascii');
  block.write(octal(Math.floor(entry.mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  block.write(' '.repeat(8), 148, 8, 'ascii');
  block.write(entry.kind === 'folder' ? '5' : '0', 156, 1, 'ascii');
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/**
 * A file's bytes as its entry declared them: a file that grew since it was listed is cut at the listed size,
 * one that shrank is an error (the archive's header already promised the size).
 */
async function* fileBody(source: string, size: number): AsyncGenerator<Buffer> {
  if (size === 0) return;
  let read = 0;
  for await (const chunk of createReadStream(source, { end: size - 1 }) as AsyncIterable<Buffer>) {
    read += chunk.length;
    yield chunk;
  }
  if (read !== size) throw new Error(`${source} shrank while it was being backed up`);
}

/** A ustar archive of the entries, as chunks for a stream pipeline (the files are read as they are written). */
export async function* tarChunks(
  entries: AsyncIterable<TarEntry> | Iterable<TarEntry>,
): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    const size = entry.kind === 'file' ? entry.size : entry.kind === 'bytes' ? entry.bytes.length : 0;
    if (size > MAX_SIZE) throw new Error(`file too large for the backup archive: ${entry.name}`);
    yield header(entry, size);
    if (entry.kind === 'file') yield* fileBody(entry.source, size);
    if (entry.kind === 'bytes') yield entry.bytes;
    if (size > 0) yield padding(size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** The first entry of a ustar archive (its name and bytes), read from the start of a stream and no further. */
export async function readFirstTarEntry(
  chunks: AsyncIterable<Buffer>,
): Promise<{ name: string; bytes: Buffer } | null> {
  let data = Buffer.alloc(0);
  for await (const chunk of chunks) {
    data = Buffer.concat([data, chunk]);
    if (data.length < BLOCK) continue;
    const text = (start: number, length: number) => {
      const raw = data.subarray(start, start + length);
      const end = raw.indexOf(0);
      return raw.subarray(0, end < 0 ? raw.length : end).toString('utf8');
    };
    const size = Number.parseInt(text(124, 12).trim() || '0', 8);
    if (data.length < BLOCK + size) continue;
    const name = [text(345, 155), text(0, 100)].filter(Boolean).join('/');
    return { name, bytes: Buffer.from(data.subarray(BLOCK, BLOCK + size)) };
  }
  return null;
}
