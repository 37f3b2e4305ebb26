import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FORUM_IMAGE_NAME, imageMessages } from '@shared/community/forum-images';
import { multipartFile } from '../../../test/multipart-bodies';
import { TEST_ORIGIN } from '../../../test/test-app';
import { useCommunityApp, type Member } from '../community.test-kit';
import { setTrustLevel } from '../trust/trust.repository';

// Trust levels on (a new member adds no images) and three images a day, to reach the limit quickly.
const { app, kit } = useCommunityApp({ communityLimits: { trustLevels: true, imagesPerDay: 3 } });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f855a' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS and camera details' } } })
    .png()
    .toBuffer();

async function upload(member: Member, bytes: Buffer, type = 'image/png') {
  const body = multipartFile('image', 'walk.png', bytes, type);
  return app.server.inject({
    method: 'POST',
    url: '/api/community/images',
    headers: { origin: TEST_ORIGIN, cookie: member.cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function basicMember(): Promise<Member> {
  const member = await kit.member();
  await setTrustLevel(app.database.db, member.userId, 1, true);
  return member;
}

describe('images in posts and replies', () => {
  it('re-encodes an upload as WebP within 1600 px, without its metadata, served by name with its box', async () => {
    const member = await basicMember();
    const response = await upload(member, await png(2400, 1200));
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json() as { url: string; width: number; height: number };
    expect(image).toMatchObject({ width: 1600, height: 800 });
    expect(image.url).toMatch(/^\/forum-images\/[0-9a-f-]{36}-1600x800\.webp$/);
    expect(FORUM_IMAGE_NAME.test(image.url.slice('/forum-images/'.length))).toBe(true);
    const served = await app.server.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1600, 800, undefined]);
  });

  it('posts an image with its alt text; refuses one without, or from another site', async () => {
    const member = await basicMember();
    const { url } = (await upload(member, await png(40, 30))).json() as { url: string };
    const channelId = (await kit.channel('general-discussion')).id;
    const post = (content: string) =>
      kit.call('POST', '/api/community/posts', member.cookie, { channelId, postType: 'discussion', content });
    const missingAlt = await post(`Today's walk ![](${url})`);
    expect(missingAlt.statusCode).toBe(400);
    expect(missingAlt.body).toContain(imageMessages.alt);
    const elsewhere = await post('Look ![a chart](https://tracker.example/pixel.png)');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).toContain(imageMessages.elsewhere);
    const described = await post(`Today's walk ![A path through pine trees](${url})`);
    expect(described.statusCode, described.body).toBe(201);
    expect(described.json().content).toContain(`![A path through pine trees](${url})`);
  });

  it('refuses what is not an image, more than 5 MB, a new member, a silenced one, and a fourth image in a day', async () => {
    const member = await basicMember();
    const text = await upload(member, Buffer.from('just words, not a picture'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe('Choose a PNG, JPEG or WebP image.');
    const huge = await upload(member, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge.statusCode).toBe(413);

    const newcomer = await kit.member();
    const early = await upload(newcomer, await png(20, 20));
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('trust_level_required');

    const silenced = await basicMember();
    await kit.call(
      'PUT',
      `/api/admin/community/members/${silenced.userId}/sanction`,
      (await kit.admin()).cookie,
      {
        kind: 'silence',
        days: 1,
        reason: 'Cool off.',
      },
    );
    expect((await upload(silenced, await png(20, 20))).json().error.code).toBe('forum_silenced');

    for (let i = 0; i < 3; i += 1) expect((await upload(member, await png(20, 20))).statusCode).toBe(201);
    const fourth = await upload(member, await png(20, 20));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe('You have added 3 images today. You can add more tomorrow.');
    const rows = await app.database.db.execute(
      sql`select count(*)::int as n from forum_images where user_id = ${member.userId}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
  });

  it('serves only names it made', async () => {
    for (const name of ['nope.webp', '..%2F..%2Fsecrets', `${'0'.repeat(36)}-1x1.webp`]) {
      expect((await app.server.inject({ method: 'GET', url: `/forum-images/${name}` })).statusCode).toBe(404);
    }
  });
});
