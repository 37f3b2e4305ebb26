import type { breathingPatterns } from '@shared/tools/entries/mindful-breathing.schemas';

export type BreathingPatternKey = (typeof breathingPatterns)[number];
export type BreathPhase = 'in' | 'hold' | 'out';

/** One step of a breathing cycle; `fullness` is how full the lungs (and the guide circle) are at its end, 0–1. */
export interface BreathStep {
  phase: BreathPhase;
  seconds: number;
  fullness: number;
  /** An extra cue shown under the phase word, for steps that need it. */
  cue?: string;
}

export interface BreathingPattern {
  key: BreathingPatternKey;
  name: string;
  description: string;
  steps: readonly BreathStep[];
}

/** The guided patterns, in the order they are offered. */
export const breathingPatternDetails: Record<BreathingPatternKey, BreathingPattern> = {
  box: {
    key: 'box',
    name: 'Box breathing (4-4-4-4)',
    description: 'In for 4, hold for 4, out for 4, hold for 4 — steady and grounding.',
    steps: [
      { phase: 'in', seconds: 4, fullness: 1 },
      { phase: 'hold', seconds: 4, fullness: 1 },
      { phase: 'out', seconds: 4, fullness: 0 },
      { phase: 'hold', seconds: 4, fullness: 0 },
    ],
  },
  '4-7-8': {
    key: '4-7-8',
    name: '4-7-8 breathing',
    description: 'In for 4, hold for 7, a long breath out for 8 — helpful for winding down.',
    steps: [
      { phase: 'in', seconds: 4, fullness: 1 },
      { phase: 'hold', seconds: 7, fullness: 1 },
      { phase: 'out', seconds: 8, fullness: 0 },
    ],
  },
  coherent: {
    key: 'coherent',
    name: 'Coherent breathing (5-5)',
    description: 'In for 5, out for 5, with no holds — an even, gentle rhythm.',
    steps: [
      { phase: 'in', seconds: 5, fullness: 1 },
      { phase: 'out', seconds: 5, fullness: 0 },
    ],
  },
  'physiological-sigh': {
    key: 'physiological-sigh',
    name: 'Physiological sigh',
    description: 'Two breaths in through the nose, then a long, slow breath out — a quick way to settle.',
    steps: [
      { phase: 'in', seconds: 2, fullness: 0.75, cue: 'Through your nose' },
      { phase: 'in', seconds: 1, fullness: 1, cue: 'A little more, to the top' },
      { phase: 'out', seconds: 6, fullness: 0, cue: 'Slowly, through your mouth' },
    ],
  },
};

export const phaseWords: Record<BreathPhase, string> = {
  in: 'Breathe in',
  hold: 'Hold',
  out: 'Breathe out',
};

/** Durations offered as one-tap choices, in minutes. */
export const durationChoices = [1, 3, 5, 10] as const;
