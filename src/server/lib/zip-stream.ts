import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, strToU8 } from 'fflate';

export interface ZipWriter {
  /** Adds one file from its text in chunks; resolves once every chunk is compressed and handed on. */
  addFile(name: string, chunks: AsyncIterable<string> | Iterable<string>): Promise<void>;
}

/** Waits until the reader has caught up, or the stream is gone (a closed download must not hang the writer). */
async function readerCaughtUp(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
  if (out.destroyed) throw new Error('The ZIP stream was closed before it was complete.');
}

/**
 * A ZIP written as a stream: files one after another (fflate would buffer a second open file whole), each
 * from chunks, pausing while the reader is behind, so memory holds about one chunk rather than the archive.
 */
export function streamZip(write: (zip: ZipWriter) => Promise<void>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const writer: ZipWriter = {
    async addFile(name, chunks) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      for await (const text of chunks) {
        if (text) file.push(strToU8(text));
        await readerCaughtUp(out);
      }
      file.push(new Uint8Array(0), true);
    },
  };
  write(writer).then(
    () => zip.end(),
    (error: unknown) => {
      zip.terminate();
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return out;
}
