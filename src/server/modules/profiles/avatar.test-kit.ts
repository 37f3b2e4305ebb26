import sharp from 'sharp';
import { multipartFile } from '../../test/multipart-bodies';
import { TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { AVATAR_PATH, avatarKey } from './avatar.service';

/** Uploads a small PNG as the member's avatar through the API; answers its URL and its media storage key. */
export async function uploadAvatar(app: TestApp, cookie: string): Promise<{ url: string; key: string }> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const body = multipartFile('avatar', 'me.png', png, 'image/png');
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    payload: body.payload,
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': body.contentType },
  });
  if (response.statusCode !== 200) throw new Error(`avatar upload: ${response.statusCode} ${response.body}`);
  const url = (response.json() as { avatarUrl: string }).avatarUrl;
  const key = avatarKey(url.slice(AVATAR_PATH.length));
  if (!key) throw new Error(`not an avatar URL: ${url}`);
  return { url, key };
}

/** The status a GET of an avatar URL answers through this app. */
export async function avatarStatus(app: TestApp, url: string): Promise<number> {
  return (await app.server.inject({ method: 'GET', url })).statusCode;
}
