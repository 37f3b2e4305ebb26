import { describe, expect, it } from 'vitest';
import { BADGES, REPUTATION_RULES, earnedBadges, reputationFor, type BadgeFacts } from './reputation';

const none: BadgeFacts = { posts: 0, replies: 0, acceptedAnswers: 0, likesReceived: 0, polls: 0 };

describe('reputationFor', () => {
  it.each([
    ['like_received', 1],
    ['like_removed', -1],
    ['answer_accepted', 10],
    ['answer_unmarked', -10],
  ] as const)('%s gives %i to someone else', (event, points) => {
    expect(reputationFor(event, 'actor', 'owner')).toBe(points);
  });

  it('gives nothing for liking or answering yourself', () => {
    for (const rule of REPUTATION_RULES) expect(reputationFor(rule.event, 'me', 'me')).toBe(0);
  });

  it('takes back exactly what it gave', () => {
    expect(reputationFor('like_received', 'a', 'b') + reputationFor('like_removed', 'a', 'b')).toBe(0);
    expect(reputationFor('answer_accepted', 'a', 'b') + reputationFor('answer_unmarked', 'a', 'b')).toBe(0);
  });
});

describe('earnedBadges', () => {
  it('earns nothing without activity', () => {
    expect(earnedBadges(none)).toEqual([]);
  });

  it.each([
    [{ posts: 1 }, 'first-post'],
    [{ replies: 1 }, 'first-reply'],
    [{ acceptedAnswers: 1 }, 'helpful'],
    [{ likesReceived: 10 }, 'appreciated'],
    [{ polls: 1 }, 'poll-starter'],
  ] as const)('%o earns %s', (facts, badge) => {
    expect(earnedBadges({ ...none, ...facts })).toEqual([badge]);
  });

  it('needs 10 likes for Appreciated', () => {
    expect(earnedBadges({ ...none, likesReceived: 9 })).toEqual([]);
  });

  it('earns every badge once with everything done', () => {
    const all = earnedBadges({ posts: 5, replies: 5, acceptedAnswers: 2, likesReceived: 40, polls: 3 });
    expect(all.sort()).toEqual(BADGES.map((b) => b.id).sort());
  });
});
