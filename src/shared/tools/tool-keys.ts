/** The ten tools of spec §1, by key (the key is also the route segment under /tools). */
export const toolNames = {
  'gratitude-log': 'Gratitude Log',
  'intention-setting-tool': 'Intention Setting',
  'self-awareness-journal': 'Self-Awareness Journal',
  'thought-record-builder': 'Thought Record Builder',
  'emotional-regulation-tool': 'Emotional Regulation Tool',
  'mindful-breathing': 'Mindful Breathing',
  'values-clarification': 'Values Clarification',
  'habit-tracker': 'Habit Tracker',
  'goal-planning-tool': 'Goal Planning Tool',
  'pomodoro-timer': 'Pomodoro Timer',
} as const;

export type ToolKey = keyof typeof toolNames;
export const toolKeys = Object.keys(toolNames) as ToolKey[];
