import type { ThoughtRecord } from '@shared/tools/thought-records/thought-record-change';

/** A complete, re-rated record for tests. */
export const sampleRecord: ThoughtRecord = {
  situation: 'My friend cancelled dinner at the last minute.',
  automaticThoughts: [{ text: 'She does not want to see me', belief: 80 }],
  emotions: [{ name: 'Sad', intensity: 60 }],
  distortions: ['mind-reading'],
  evidenceFor: 'She cancelled last week too.',
  evidenceAgainst: 'She has a sick child and suggested another day.',
  balancedThought: 'She is stretched thin; she still wants to meet.',
  rerate: { beliefs: [30], emotions: [20] },
};
