import { describe, expect, it } from 'vitest';
import { masteryStateAt } from './mastery-schedule';

const mastered = '2026-03-01T10:00:00.000Z';
const day = (n: number) => new Date(Date.parse(mastered) + n * 86_400_000);
const at = (n: number) => day(n).toISOString();

describe('masteryStateAt', () => {
  it('is learning until mastered', () => {
    expect(masteryStateAt({ masteredAt: null, lastUsedAt: at(0) }, day(3))).toEqual({
      status: 'learning',
      nextRefreshAt: null,
      refreshDueSince: null,
    });
  });

  it('asks for a refresh 7, 21 and 60 days after mastering, each done by a use after it came due', () => {
    expect(masteryStateAt({ masteredAt: mastered, lastUsedAt: mastered }, day(6))).toEqual({
      status: 'mastered',
      nextRefreshAt: at(7),
      refreshDueSince: null,
    });
    expect(masteryStateAt({ masteredAt: mastered, lastUsedAt: at(6) }, day(8))).toMatchObject({
      status: 'refresh-due',
      refreshDueSince: at(7),
    });
    expect(masteryStateAt({ masteredAt: mastered, lastUsedAt: at(7) }, day(8))).toEqual({
      status: 'mastered',
      nextRefreshAt: at(21),
      refreshDueSince: null,
    });
    expect(masteryStateAt({ masteredAt: mastered, lastUsedAt: at(8) }, day(21))).toMatchObject({
      status: 'refresh-due',
      refreshDueSince: at(21),
    });
    expect(masteryStateAt({ masteredAt: mastered, lastUsedAt: at(30) }, day(59))).toMatchObject({
      status: 'mastered',
      nextRefreshAt: at(60),
    });
  });

  it('owes only the latest refresh, and stays mastered after the last', () => {
    // Nothing since day 2: at day 25 only the day-21 refresh is asked for, not the day-7 one as well.
    expect(masteryStateAt({ masteredAt: mastered, lastUsedAt: at(2) }, day(25))).toMatchObject({
      status: 'refresh-due',
      refreshDueSince: at(21),
    });
    expect(masteryStateAt({ masteredAt: mastered, lastUsedAt: at(61) }, day(400))).toEqual({
      status: 'mastered',
      nextRefreshAt: null,
      refreshDueSince: null,
    });
    expect(masteryStateAt({ masteredAt: mastered, lastUsedAt: null }, day(61))).toMatchObject({
      status: 'refresh-due',
      refreshDueSince: at(60),
    });
  });
});
