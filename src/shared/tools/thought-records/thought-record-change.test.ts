import { describe, expect, it } from 'vitest';
import { thoughtRecordChange, type ThoughtRecord } from './thought-record-change';

const record: ThoughtRecord = {
  situation: 'My manager did not reply to my email.',
  automaticThoughts: [
    { text: 'She thinks my work is bad', belief: 80 },
    { text: 'I will be let go', belief: 50 },
  ],
  emotions: [{ name: 'Anxious', intensity: 70 }],
  distortions: ['mind-reading', 'fortune-telling'],
  balancedThought: 'She is busy; she praised the last report.',
};

describe('thoughtRecordChange', () => {
  it('shows each rating before and after with the change', () => {
    const change = thoughtRecordChange({ ...record, rerate: { beliefs: [30, 10], emotions: [35] } });
    expect(change.thoughts).toEqual([
      { label: 'She thinks my work is bad', before: 80, after: 30, change: -50 },
      { label: 'I will be let go', before: 50, after: 10, change: -40 },
    ]);
    expect(change.emotions).toEqual([{ label: 'Anxious', before: 70, after: 35, change: -35 }]);
  });

  it('leaves the change empty until re-rated', () => {
    expect(thoughtRecordChange(record).emotions).toEqual([
      { label: 'Anxious', before: 70, after: null, change: null },
    ]);
  });
});
