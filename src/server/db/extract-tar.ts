import { chmodSync, closeSync, fchmodSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? raw.length : end).toString('utf8');
}

/** What the parser is reading: a header block, or the body of a file (its descriptor and the bytes left). */
type TarState =
  { kind: 'header' } | { kind: 'body'; fd: number | null; left: number; padding: number } | { kind: 'end' };

/**
 * Unpacks a ustar archive (regular files and folders only) into a folder. It takes the archive in chunks of
 * any size and writes each file as its bytes arrive. The build uses it to turn the embedded database's dump
 * into the template folder a first start copies, and a restore unpacks a backup with it.
 */
export class TarExtractor {
  private readonly root: string;
  private readonly keepModes: boolean;
  /** Folders' modes, applied at the end: a read-only folder would refuse the files still to come. */
  private readonly folderModes: { path: string; mode: number }[] = [];
  private state: TarState = { kind: 'header' };
  private pending: Buffer = Buffer.alloc(0);

  /** keepModes: give files and folders their archived permissions (a backup's auth secret stays 0600). */
  constructor(target: string, options: { keepModes?: boolean } = {}) {
    this.root = normalize(target);
    this.keepModes = options.keepModes ?? false;
    mkdirSync(this.root, { recursive: true });
  }

  write(chunk: Buffer): void {
    let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = Buffer.alloc(0);
    while (data.length > 0 && this.state.kind !== 'end') {
      if (this.state.kind === 'header') {
        if (data.length < BLOCK) {
          this.pending = Buffer.from(data);
          return;
        }
        this.readHeader(data.subarray(0, BLOCK));
        data = data.subarray(BLOCK);
        continue;
      }
      const body = this.state;
      if (body.left > 0) {
        const take = Math.min(body.left, data.length);
        if (body.fd !== null) writeSync(body.fd, data, 0, take);
        body.left -= take;
        data = data.subarray(take);
        continue;
      }
      const skip = Math.min(body.padding, data.length);
      body.padding -= skip;
      data = data.subarray(skip);
      if (body.padding === 0) this.finishEntry();
    }
  }

  /** Checks that the archive ended at an entry's boundary; a cut-off archive is an error, not a half database. */
  end(): void {
    if (this.pending.length > 0) throw new Error('tar archive ends inside a header');
    if (this.state.kind === 'body') {
      if (this.state.left > 0) {
        this.finishEntry();
        throw new Error('tar archive ends inside a file');
      }
      this.finishEntry();
    }
    for (const { path, mode } of this.folderModes.reverse()) chmodSync(path, mode);
    this.folderModes.length = 0;
  }

  private readHeader(header: Buffer): void {
    if (header.every((byte) => byte === 0)) {
      this.state = { kind: 'end' };
      return;
    }
    const name = [field(header, 345, 155), field(header, 0, 100)].filter(Boolean).join('/');
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 48);
    const path = normalize(join(this.root, name));
    if (path !== this.root && !path.startsWith(this.root + sep))
      throw new Error(`tar entry escapes the target: ${name}`);
    const mode = Number.parseInt(field(header, 100, 8).trim() || '0', 8) & 0o7777;
    let fd: number | null = null;
    if (type === '5') {
      mkdirSync(path, { recursive: true });
      if (this.keepModes) this.folderModes.push({ path, mode });
    } else if (type === '0' || type === '\0') {
      mkdirSync(dirname(path), { recursive: true });
      fd = openSync(path, 'w');
      if (this.keepModes) fchmodSync(fd, mode);
    }
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    this.state = { kind: 'body', fd, left: size, padding };
    if (size === 0) this.finishEntry();
  }

  private finishEntry(): void {
    if (this.state.kind === 'body' && this.state.fd !== null) closeSync(this.state.fd);
    this.state = { kind: 'header' };
  }
}
