import { describe, expect, it } from 'vitest';
import * as z from '@shared/api/zod-mini';
import { emotionalRegulationEntrySchema } from '@shared/tools/entries/emotional-regulation-tool.schemas';
import {
  entryOfFlow,
  flowFieldOf,
  formatIntensityChange,
  initialFlow,
  validateStage,
  type RegulationFlow,
} from './regulation-flow';
import { skillGuides } from './regulation-skill-guides';

describe('validateStage', () => {
  it('asks for an emotion on the first stage and a skill on the third', () => {
    expect(validateStage(initialFlow())).toHaveProperty('emotion');
    expect(validateStage({ ...initialFlow(), emotion: 'Anxious', emotionGroup: 'Fear' })).toEqual({});
    expect(validateStage({ ...initialFlow(), stage: 3 })).toHaveProperty('skill');
    expect(validateStage({ ...initialFlow(), stage: 3, skill: 'stop' })).toEqual({});
    expect(validateStage({ ...initialFlow(), stage: 2 })).toEqual({});
  });
});

describe('entryOfFlow', () => {
  const flow = {
    ...initialFlow(),
    emotion: 'Angry',
    emotionGroup: 'Anger',
    intensityBefore: 8,
    skill: 'stop' as const,
  };
  const check = (from: RegulationFlow) => z.safeParse(emotionalRegulationEntrySchema, entryOfFlow(from));

  it('keeps the first rating as the second when it was never moved, and drops a blank note', () => {
    expect(check({ ...flow, stepsCompleted: 4, note: '  ' }).data).toEqual({
      emotion: 'Angry',
      emotionGroup: 'Anger',
      intensityBefore: 8,
      skill: 'stop',
      stepsCompleted: 4,
      intensityAfter: 8,
    });
  });

  it('keeps the re-rating and the note', () => {
    const result = check({ ...flow, intensityAfter: 4, note: 'Walked round the block.' });
    expect(result.data).toMatchObject({ intensityAfter: 4, note: 'Walked round the block.' });
  });

  it('is refused without a skill or an emotion, each shown at its part of the flow', () => {
    const placesOf = (from: RegulationFlow) => [
      ...new Set(check(from).error?.issues.map((issue) => flowFieldOf(issue.path.join('.')))),
    ];
    expect(placesOf({ ...flow, skill: null })).toEqual(['skill']);
    expect(placesOf({ ...flow, emotion: '' })).toEqual(['emotion']);
    expect(placesOf({ ...flow, intensityBefore: 11 })).toEqual(['emotion']);
    expect(placesOf({ ...flow, note: 'x'.repeat(2001) })).toEqual(['note']);
  });
});

describe('formatIntensityChange', () => {
  it('shows before → after with the signed difference', () => {
    expect(formatIntensityChange(8, 4)).toBe('8 → 4 (\u22124)');
    expect(formatIntensityChange(3, 5)).toBe('3 → 5 (+2)');
    expect(formatIntensityChange(6, 6)).toBe('6 → 6 (no change)');
    expect(formatIntensityChange(6, undefined)).toBe('6 → not re-rated');
  });
});

describe('skillGuides', () => {
  it('follows DBT for STOP and TIPP, with the cold-water safety note', () => {
    expect(skillGuides.stop.steps.map((s) => s.title)).toEqual([
      'Stop',
      'Take a step back',
      'Observe',
      'Proceed mindfully',
    ]);
    expect(skillGuides.tipp.steps.map((s) => s.title)).toEqual([
      'Temperature',
      'Intense exercise',
      'Paced breathing',
      'Paired muscle relaxation',
    ]);
    expect(skillGuides.tipp.safetyNote).toMatch(/heart condition/);
  });
});
