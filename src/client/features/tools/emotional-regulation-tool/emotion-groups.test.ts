import { describe, expect, it } from 'vitest';
import { emotionGroups, groupOfEmotion, searchEmotions } from './emotion-groups';

describe('emotionGroups', () => {
  it('has eight families of four to six emotions each', () => {
    expect(emotionGroups.map((g) => g.name)).toEqual([
      'Anger',
      'Fear',
      'Sadness',
      'Shame/Guilt',
      'Joy',
      'Love',
      'Surprise',
      'Disgust',
    ]);
    for (const group of emotionGroups) {
      expect(group.emotions.length).toBeGreaterThanOrEqual(4);
      expect(group.emotions.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('searchEmotions', () => {
  it('returns every group for an empty or blank query', () => {
    expect(searchEmotions('')).toEqual(emotionGroups);
    expect(searchEmotions('   ')).toEqual(emotionGroups);
  });

  it('finds emotions by part of their name, ignoring case, and keeps their group', () => {
    expect(searchEmotions('ANX')).toEqual([{ name: 'Fear', emotions: ['Anxious'] }]);
    expect(searchEmotions('ful')).toEqual([
      { name: 'Anger', emotions: ['Resentful'] },
      { name: 'Shame/Guilt', emotions: ['Regretful'] },
      { name: 'Joy', emotions: ['Hopeful'] },
      { name: 'Love', emotions: ['Grateful'] },
    ]);
  });

  it('keeps a whole group when the group name matches', () => {
    expect(searchEmotions('sadness')).toEqual([emotionGroups[2]]);
    expect(searchEmotions('guilt').map((g) => g.name)).toEqual(['Shame/Guilt']);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchEmotions('zzz')).toEqual([]);
  });
});

describe('groupOfEmotion', () => {
  it('names the family of a listed emotion, or null for the member’s own word', () => {
    expect(groupOfEmotion('worried')).toBe('Fear');
    expect(groupOfEmotion('Restless')).toBeNull();
  });
});
