import { describe, expect, it } from 'vitest';
import { winsOf } from './review-wins';

const none = {
  journalEntries: 0,
  gratitudeDays: 0,
  focusSessions: 0,
  focusMinutes: 0,
  breathingSessions: 0,
  thoughtRecords: 0,
  skillsPractised: 0,
};

describe('winsOf', () => {
  it('names what the member did, their best-kept habits first, in plain words', () => {
    expect(
      winsOf({ ...none, journalEntries: 3, focusSessions: 1, focusMinutes: 25, skillsPractised: 1 }, [
        { name: 'Stretch', daysDone: 2 },
        { name: 'Walk', daysDone: 5 },
        { name: 'Read', daysDone: 0 },
      ]),
    ).toEqual([
      'You kept “Walk” on 5 days.',
      'You kept “Stretch” on 2 days.',
      'You wrote 3 journal entries.',
      'You finished 1 focus session (25 minutes).',
      'You practised skills from the library 1 time.',
    ]);
  });

  it('says a quiet week kindly', () => {
    expect(winsOf(none, [{ name: 'Walk', daysDone: 0 }])).toEqual([
      'A quiet week. Stopping to look back on it counts too.',
    ]);
  });
});
