import { describe, expect, it } from 'vitest';
import { authorName, initialsOf, relativeTime } from './community-format';
import { notificationText } from './notification-text';

describe('community formatting', () => {
  it("names an author by their forum name, a deleted one 'Former member'", () => {
    expect(authorName({ id: null, username: null })).toBe('Former member');
    expect(authorName({ id: 'u1', username: 'quiet_fern' })).toBe('quiet_fern');
  });

  it('makes initials', () => {
    expect(initialsOf('sam de la kim')).toBe('SD');
  });

  it('says when, relative to now', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(relativeTime('2026-03-01T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-01T12:00:30Z', now)).toBe('just now');
  });

  it('groups likes in one sentence, naming the topic by its title', () => {
    const postTitle = 'Mornings after a bad night';
    expect(notificationText({ kind: 'like', actorUsername: 'ana', count: 1, postTitle })).toBe(
      'ana liked “Mornings after a bad night”',
    );
    expect(notificationText({ kind: 'like', actorUsername: 'ana', count: 2, postTitle })).toBe(
      'ana and 1 other liked “Mornings after a bad night”',
    );
    expect(notificationText({ kind: 'reply', actorUsername: null, count: 1, postTitle: '' })).toBe(
      'A former member replied to your post',
    );
    expect(notificationText({ kind: 'answer', actorUsername: 'lee', count: 1, postTitle })).toBe(
      'lee marked your reply to “Mornings after a bad night” as the answer',
    );
  });
});
