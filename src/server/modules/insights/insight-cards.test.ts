import { describe, expect, it } from 'vitest';
import { addDaysToKey } from '@shared/progress/member-day';
import { insightCards, moodCards, thinkingTrapCard, whatHelpedCards } from './insight-cards';
import { MIN_DAYS } from './insight-statistics';
import type { MoodDay } from './insights.repository';

const day = (i: number, mood: number, extra: Partial<MoodDay> = {}): MoodDay => ({
  day: addDaysToKey('2026-09-01', i),
  mood,
  focusMinutes: 0,
  gratitude: false,
  breathing: false,
  ...extra,
});

/** A seeded walk of moods 1–5 that ignores everything else the member did. */
function noiseMood(i: number, seed: number) {
  const x = Math.sin(i * 12.9898 + seed * 78.233) * 43758.5453;
  return 1 + Math.floor((x - Math.floor(x)) * 5);
}

describe('moodCards', () => {
  it('shows a real difference with both means, its size and the days it rests on', () => {
    const days = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0 ? day(i, 4 + (i % 4 === 0 ? 0.5 : 0), { gratitude: true }) : day(i, 2.5),
    );
    const [card, ...rest] = moodCards(days, []);
    expect(rest).toEqual([]);
    expect(card).toEqual({
      id: 'mood-gratitude',
      kind: 'mood-with',
      title: 'Mood and gratitude',
      body: 'On days you wrote in your gratitude log, your journal mood averaged 4.3 of 5, against 2.5 on the other days.',
      size: '1.8 higher on a 1–5 scale',
      basis: '30 days with a mood, 15 of them with a gratitude entry',
      caveat: 'This shows a pattern, not a cause.',
    });
  });

  it('says nothing for noise, for a sample one day short, and counts a habit only from its first tick', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const days = Array.from({ length: 60 }, (_, i) =>
        day(i, noiseMood(i, seed), { breathing: i % 3 === 0 }),
      );
      expect(moodCards(days, [])).toEqual([]);
    }
    const effect = (count: number) =>
      Array.from({ length: count }, (_, i) => day(i, i % 2 ? 2 : 4, { focusMinutes: i % 2 ? 0 : 30 }));
    expect(moodCards(effect(MIN_DAYS), []).map((c) => c.id)).toEqual(['mood-focus']);
    expect(moodCards(effect(MIN_DAYS - 1), [])).toEqual([]);
    // Ticked every day since it began: only days before it are "without", and those are not compared.
    const walk = {
      id: 'h1',
      name: 'Walk',
      firstTick: day(20, 0).day,
      ticks: new Set(
        effect(40)
          .slice(20)
          .map((d) => d.day),
      ),
    };
    expect(moodCards(effect(40), [walk]).map((c) => c.id)).toEqual(['mood-focus']);
  });
});

describe('thinkingTrapCard', () => {
  it('names the trap that stands out, and when it is named most', () => {
    const card = thinkingTrapCard([
      { trap: 'mind-reading', weekday: 7, part: 3, count: 4, records: 12 },
      { trap: 'mind-reading', weekday: 2, part: 1, count: 3, records: 12 },
      { trap: 'labelling', weekday: 1, part: 1, count: 2, records: 12 },
      { trap: 'blame', weekday: 3, part: 2, count: 1, records: 12 },
    ]);
    expect(card).toMatchObject({
      body: 'You named “Mind reading” in 7 of your 12 thought records, most often on Sundays in the evening (4 times).',
      size: '58 % of your thought records',
      basis: '12 thought records',
    });
    expect(
      thinkingTrapCard([
        { trap: 'mind-reading', weekday: 7, part: 3, count: 3, records: 7 },
        { trap: 'labelling', weekday: 1, part: 1, count: 1, records: 7 },
      ]),
    ).toBeNull();
  });
});

describe('whatHelpedCards', () => {
  it('shows a skill that eased the feeling, never one that did not', () => {
    const pairs = [
      ...[8, 7, 9, 8, 7, 8].map((before) => ({ skill: 'tipp', before, after: before - 3 })),
      ...[6, 5, 7, 6, 5, 6].map((before, i) => ({ skill: 'stop', before, after: before + (i % 2 ? 1 : -1) })),
    ];
    expect(whatHelpedCards(pairs)).toEqual([
      expect.objectContaining({
        id: 'helped:tipp',
        title: 'What helped: TIPP',
        body: 'When you used TIPP, the feeling went from 7.8 to 4.8 of 10 on average.',
        size: '3.0 points lower on a 0–10 scale',
        basis: '6 times you rated the feeling before and after',
      }),
    ]);
  });
});

describe('insightCards', () => {
  it('has nothing to say about a member with no data', () => {
    expect(insightCards({ days: [], habits: [], traps: [], pairs: [] })).toEqual([]);
  });
});
