import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  malformedMultipartBodies,
  multipartFileNamedUtf8,
  nulFileNameBodies,
  type MultipartBody,
} from '../../../test/multipart-bodies';
import { buildTestApp, signUpAdmin, TEST_ORIGIN, type TestApp } from '../../../test/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  app = await buildTestApp({ mediaDir: mkdtempSync(join(tmpdir(), 'dyl-media-')) });
  admin = await signUpAdmin(app);
});
afterAll(() => app.close());

function multipartBody(filename: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----dyl-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(filename: string, bytes: Buffer) {
  const body = multipartBody(filename, bytes);
  return app.server.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { cookie: admin.cookie, origin: TEST_ORIGIN, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 50, b: 50 } } })
    .png()
    .toBuffer();

describe('admin media', () => {
  it('strips EXIF (camera, GPS) from a JPEG and serves it with a long cache lifetime and nosniff', async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'SecretCamMaker', Model: 'SpyCam 3000' } } })
      .toBuffer();
    expect(jpeg.includes('SecretCamMaker')).toBe(true);
    const response = await upload('holiday photo.JPG', jpeg);
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file).toMatchObject({ contentType: 'image/jpeg', originalName: 'holiday photo.JPG' });
    expect(file.name).toMatch(/^[0-9a-f]{32}\.jpg$/);

    const served = await app.server.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes('SecretCamMaker')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('rejects a renamed executable and anything not an image or PDF', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);
    const response = await upload('cute-cat.png', elf);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
    expect((await upload('notes.txt', Buffer.from('just text, honestly'))).statusCode).toBe(415);
  });

  it('accepts a file above the 1 MB JSON body limit (a 3 MB photo)', async () => {
    const noise = randomBytes(1000 * 1000 * 3);
    const big = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const response = await upload('noise.png', big);
    expect(response.statusCode).toBe(201);
  });

  it('refuses a 20 MB file with 413', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(20 * 1024 * 1024)]);
    const response = await upload('huge.png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('file_too_large');
  });

  it('accepts a PDF by its bytes, lists newest first with offset paging, and deletes', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const first = (await upload('guide.pdf', pdf)).json();
    expect(first.contentType).toBe('application/pdf');
    const second = (await upload('dot.png', await png())).json();
    const list = await app.server.inject({
      method: 'GET',
      url: '/api/admin/media?limit=100&offset=0',
      headers: { cookie: admin.cookie },
    });
    const names = list.json().items.map((f: { name: string }) => f.name);
    expect(names.slice(0, 2)).toEqual([second.name, first.name]);
    const offset = await app.server.inject({
      method: 'GET',
      url: '/api/admin/media?limit=1&offset=1',
      headers: { cookie: admin.cookie },
    });
    expect(offset.json().items[0].name).toBe(first.name);

    const del = await app.server.inject({
      method: 'DELETE',
      url: `/api/admin/media/${second.name}`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(del.statusCode).toBe(204);
    expect((await app.server.inject({ method: 'GET', url: second.url })).statusCode).toBe(404);
    const after = await app.server.inject({
      method: 'GET',
      url: '/api/admin/media',
      headers: { cookie: admin.cookie },
    });
    expect(after.json().items.map((f: { name: string }) => f.name)).not.toContain(second.name);
  });

  it('answers 404 for a name it never made', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/media/..%2Fsecret.png' })).statusCode).toBe(404);
  });
});

describe('admin media upload, malformed', () => {
  const send = (body: MultipartBody) =>
    app.server.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    });
  const countFiles = async () =>
    (
      await app.server.inject({ method: 'GET', url: '/api/admin/media', headers: { cookie: admin.cookie } })
    ).json().total as number;

  it('answers every broken multipart body with a 4xx in the error shape and stores nothing', async () => {
    const before = await countFiles();
    for (const [name, body] of malformedMultipartBodies('file', await png())) {
      const response = await send(body);
      expect([name, response.statusCode]).toEqual([
        name,
        expect.toSatisfy((s: number) => s >= 400 && s < 500),
      ]);
      expect([name, typeof response.json().error?.message]).toEqual([name, 'string']);
    }
    expect(await countFiles()).toBe(before);
  });

  it('refuses a file name holding a NUL with 400 on the file, and stores nothing', async () => {
    const before = await countFiles();
    for (const [name, body] of nulFileNameBodies('file', await png())) {
      const response = await send(body);
      expect([name, response.statusCode]).toEqual([name, 400]);
      expect([name, response.json().error.fields]).toEqual([
        name,
        { file: 'The file name holds a character that is not allowed.' },
      ]);
    }
    expect(await countFiles()).toBe(before);
  });

  it('keeps a long name whole up to its limit, never half of an emoji', async () => {
    const name = `${'a'.repeat(199)}😀.png`;
    const response = await send(multipartFileNamedUtf8('file', name, await png()));
    expect(response.statusCode).toBe(201);
    expect(response.json().originalName).toBe('a'.repeat(199));
  });
});
