import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformedMultipartBodies, nulFileNameBodies, type MultipartBody } from '../../test/multipart-bodies';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = '----dyltestboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (cookie: string, filename: string, type: string, bytes: Buffer) => {
  const body = multipart(filename, type, bytes);
  return app.server.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    payload: body.payload,
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': body.contentType },
  });
};

describe('avatar', () => {
  it('re-encodes a JPEG with EXIF as a square image without metadata, served at its URL', async () => {
    const member = await signUpMember(app);
    const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-place', Artist: 'Robin' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload(member.cookie, 'me.jpg', 'image/jpeg', jpeg);
    expect(response.statusCode).toBe(200);
    const url: string = response.json().avatarUrl;
    expect(url).toMatch(/^\/avatars\/.+\.webp$/);
    const served = await app.server.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-place'))).toBe(false);

    const removed = await app.server.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    expect(removed.json().avatarUrl).toBeNull();
    const gone = await app.server.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('recognises images by their bytes: a text file named .png is refused', async () => {
    const member = await signUpMember(app);
    const response = await upload(member.cookie, 'me.png', 'image/png', Buffer.from('not an image at all'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.avatar).toBe('Choose a PNG, JPEG or WebP image.');
  });

  it('refuses an image over 5 MB with 413', async () => {
    const member = await signUpMember(app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(member.cookie, 'big.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
  });
});

describe('avatar upload, malformed', () => {
  const smallPng = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
  const send = (cookie: string, body: MultipartBody) =>
    app.server.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: body.payload,
      headers: { origin: TEST_ORIGIN, cookie, 'content-type': body.contentType },
    });

  it('answers every broken multipart body with a 4xx in the error shape, never a 500', async () => {
    const member = await signUpMember(app);
    for (const [name, body] of malformedMultipartBodies('avatar', await smallPng())) {
      const response = await send(member.cookie, body);
      expect([name, response.statusCode]).toEqual([
        name,
        expect.toSatisfy((s: number) => s >= 400 && s < 500),
      ]);
      expect([name, typeof response.json().error?.message]).toEqual([name, 'string']);
    }
  });

  it('takes an image whose file name holds a NUL: the name is never kept', async () => {
    const member = await signUpMember(app);
    for (const [name, body] of nulFileNameBodies('avatar', await smallPng())) {
      expect([name, (await send(member.cookie, body)).statusCode]).toEqual([name, 200]);
    }
  });
});
