import type { ToolEntryData } from '@shared/tools/tool-data.schemas';
import type { ToolKey } from '@shared/tools/tool-keys';

/** One valid entry per tool, for tests and benchmarks. */
export const sampleToolData: { [K in ToolKey]: ToolEntryData<K> } = {
  'gratitude-log': {
    items: ['A slow coffee on the balcony', 'My sister called'],
    prompt: 'What made you smile today?',
  },
  'intention-setting-tool': {
    date: '2026-11-22',
    intention: 'Listen more than I speak',
    focusArea: 'Relationships',
  },
  'self-awareness-journal': {
    mode: 'free',
    text: 'Felt tense before the meeting, then lighter after.',
    mood: 3,
    emotions: ['anxious', 'relieved'],
  },
  'thought-record-builder': {
    situation: 'My friend cancelled dinner.',
    automaticThoughts: [{ text: 'She does not want to see me', belief: 70 }],
    emotions: [{ name: 'Sad', intensity: 60 }],
    distortions: ['mind-reading'],
    evidenceFor: 'She cancelled last week too.',
    evidenceAgainst: 'She has a sick child and suggested another day.',
    balancedThought: 'She is stretched thin; she still wants to meet.',
    rerate: { beliefs: [25], emotions: [30] },
  },
  'emotional-regulation-tool': {
    emotion: 'Anger',
    emotionGroup: 'Anger',
    intensityBefore: 8,
    skill: 'stop',
    stepsCompleted: 4,
    intensityAfter: 4,
  },
  'mindful-breathing': { pattern: 'box', durationSeconds: 300, completedAt: '2026-11-22T08:00:00.000Z' },
  'values-clarification': {
    very: ['Honesty', 'Family', 'Health'],
    somewhat: ['Adventure'],
    not: ['Status'],
    topFive: ['Honesty', 'Family', 'Health'],
    ratings: { Honesty: 8, Family: 6, Health: 5 },
  },
  'habit-tracker': {
    name: 'Walk 20 minutes',
    schedule: { type: 'daily' },
    completions: ['2026-11-21', '2026-11-22'],
    archived: false,
  },
  'goal-planning-tool': {
    title: 'Run a 5 km race',
    specific: 'Finish the spring 5 km without walking',
    timeBound: '2027-04-01',
    status: 'in-progress',
    milestones: [{ id: 'm1', title: 'Run 2 km non-stop', dueDate: '2026-12-15', done: false }],
  },
  'pomodoro-timer': { task: 'Draft the report', duration: 25, completedAt: '2026-11-22T09:25:00.000Z' },
};
