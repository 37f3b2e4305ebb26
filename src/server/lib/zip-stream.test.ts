import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { streamZip } from './zip-stream';

describe('streamZip', () => {
  it('writes each file from its chunks into one archive', async () => {
    const zip = streamZip(async (writer) => {
      await writer.addFile('a.txt', ['Hello, ', 'world']);
      await writer.addFile(
        'dir/b.csv',
        (async function* () {
          for (let i = 0; i < 3; i += 1) yield `${i}\r\n`;
        })(),
      );
    });
    const files = unzipSync(new Uint8Array(await buffer(zip)));
    expect(Object.keys(files)).toEqual(['a.txt', 'dir/b.csv']);
    expect(strFromU8(files['a.txt']!)).toBe('Hello, world');
    expect(strFromU8(files['dir/b.csv']!)).toBe('0\r\n1\r\n2\r\n');
  });

  it('fails the download when the writer fails, instead of ending it as if complete', async () => {
    const zip = streamZip(async (writer) => {
      await writer.addFile('a.txt', ['partial']);
      throw new Error('the database went away');
    });
    await expect(buffer(zip)).rejects.toThrow('the database went away');
  });

  it('stops the writer when the reader goes away while it waits', async () => {
    let produced = 0;
    let outcome: Promise<unknown> = Promise.resolve();
    const zip = streamZip((writer) => {
      outcome = writer
        .addFile(
          'big.txt',
          (function* () {
            // Random text does not compress, so the stream's buffer fills and the writer must wait.
            for (;;) {
              produced += 1;
              yield randomBytes(16_384).toString('base64');
            }
          })(),
        )
        .then(
          () => 'finished',
          (error: Error) => error.message,
        );
      return outcome.then(() => undefined);
    });
    await new Promise((resolve) => zip.once('readable', resolve));
    zip.destroy();
    expect(await outcome).toBe('The ZIP stream was closed before it was complete.');
    expect(produced).toBeLessThan(50);
  });
});
