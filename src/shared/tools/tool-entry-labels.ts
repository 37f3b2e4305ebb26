import type {
  breathingPatterns,
  cognitiveDistortions,
  goalStatuses,
  regulationSkills,
} from './tool-data.schemas';

/**
 * How the stored values of the tools' entries read to a person (the account export's Markdown). The tool
 * screens show the same names.
 */

export const distortionLabels: Record<(typeof cognitiveDistortions)[number], string> = {
  'all-or-nothing-thinking': 'All-or-nothing thinking',
  overgeneralisation: 'Overgeneralisation',
  'mental-filter': 'Mental filter',
  'discounting-the-positive': 'Discounting the positive',
  'mind-reading': 'Mind reading',
  'fortune-telling': 'Fortune telling',
  'magnification-or-minimisation': 'Magnification or minimisation',
  'emotional-reasoning': 'Emotional reasoning',
  'should-statements': 'Should statements',
  labelling: 'Labelling',
  personalisation: 'Personalisation',
  blame: 'Blame',
};

export const regulationSkillLabels: Record<(typeof regulationSkills)[number], string> = {
  stop: 'STOP',
  tipp: 'TIPP',
  'opposite-action': 'Opposite action',
  'check-the-facts': 'Check the facts',
  'self-soothe': 'Self-soothe',
};

export const breathingPatternLabels: Record<(typeof breathingPatterns)[number], string> = {
  box: 'Box breathing (4-4-4-4)',
  '4-7-8': '4-7-8 breathing',
  coherent: 'Coherent breathing (5-5)',
  'physiological-sigh': 'Physiological sigh',
};

export const goalStatusLabels: Record<(typeof goalStatuses)[number], string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  completed: 'Completed',
  paused: 'Paused',
};

/** Sunday first, as habit schedules number the days (0–6). */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const journalModeLabels: Record<'prompt' | 'free', string> = {
  prompt: 'Guided prompt',
  free: 'Free writing',
};
