import { describe, expect, it } from 'vitest';
import type { Notification } from '@shared/community/community.schemas';
import type { MemberSuggestion } from '@shared/community/connections.schemas';
import { chooseForumName, signUpMember } from '../../../test/test-app';
import { useCommunityApp, type Member } from '../community.test-kit';

const { app, kit } = useCommunityApp();

const suggest = async (member: Member, prefix: string) =>
  kit.call('GET', `/api/community/members/suggestions?prefix=${encodeURIComponent(prefix)}`, member.cookie);
const namesFor = async (member: Member, prefix: string) =>
  ((await suggest(member, prefix)).json() as { items: MemberSuggestion[] }).items.map((m) => m.username);
const notificationsOf = async (member: Member) =>
  ((await kit.call('GET', '/api/notifications', member.cookie)).json() as { items: Notification[] }).items;

describe('@ suggestions', () => {
  it('lists members whose chosen forum name starts with what is typed, never the writer nor an unchosen name', async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const writer = await chooseForumName(app, await signUpMember(app), `zq${tag}_me`);
    const pia = await chooseForumName(app, await signUpMember(app), `zq${tag}_pia`);
    const pip = await chooseForumName(app, await signUpMember(app), `zq${tag}pip`);
    await signUpMember(app); // a neutral name, not chosen: never suggested
    expect(await namesFor(writer, `ZQ${tag}`)).toEqual([pia.username, pip.username]);
    // _ is a letter of the name here, not a wildcard.
    expect(await namesFor(writer, `zq${tag}_`)).toEqual([pia.username]);
    expect((await suggest(writer, 'a%')).statusCode).toBe(400);
    expect((await suggest(writer, '')).statusCode).toBe(400);
    expect((await kit.call('GET', '/api/community/members/suggestions?prefix=ab', '')).statusCode).toBe(401);
  });

  it('suggests at most eight', async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const writer = await kit.member();
    for (let i = 0; i < 10; i += 1) await chooseForumName(app, await signUpMember(app), `yk${tag}${i}`);
    expect(await namesFor(writer, `yk${tag}`)).toHaveLength(8);
  });
});

describe('blocking a member', () => {
  it('stops their replies, mentions and likes from notifying; unblocking lets them through again', async () => {
    const author = await kit.member('growth');
    const pest = await kit.member('growth');
    const blockUrl = `/api/community/users/${pest.username}/block`;
    expect((await kit.call('GET', blockUrl, author.cookie)).json()).toEqual({ blocked: false });
    expect((await kit.call('PUT', blockUrl, author.cookie)).json()).toEqual({ blocked: true });
    expect((await kit.call('PUT', blockUrl, author.cookie)).json()).toEqual({ blocked: true });
    expect((await kit.call('GET', blockUrl, author.cookie)).json()).toEqual({ blocked: true });

    const post = await kit.post(author, { content: 'My evening routine' });
    await kit.reply(pest, post.id, `@${author.username} nobody asked`);
    await kit.post(pest, { content: `Look, @${author.username}` });
    await kit.call('POST', `/api/community/posts/${post.id}/like`, pest.cookie);
    expect(await notificationsOf(author)).toEqual([]);

    expect((await kit.call('DELETE', blockUrl, author.cookie)).json()).toEqual({ blocked: false });
    await kit.reply(pest, post.id, 'Sorry about before.');
    expect((await notificationsOf(author)).map((n) => n.kind)).toEqual(['reply']);
  });

  it('refuses blocking oneself (400) or an unknown member (404)', async () => {
    const member = await kit.member();
    expect(
      (await kit.call('PUT', `/api/community/users/${member.username}/block`, member.cookie)).statusCode,
    ).toBe(400);
    expect(
      (await kit.call('PUT', '/api/community/users/no_such_member_x/block', member.cookie)).statusCode,
    ).toBe(404);
  });
});
