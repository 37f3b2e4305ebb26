import * as z from '@shared/api/zod-mini';
import {
  emotionalRegulationEntrySchema,
  regulationSkills,
} from '@shared/tools/entries/emotional-regulation-tool.schemas';
import type { RegulationSkill } from './regulation-skill-guides';

export type RegulationEntry = z.infer<typeof emotionalRegulationEntrySchema>;

export const STAGE_COUNT = 5;

/** The member's way through the tool, before it is saved. */
export interface RegulationFlow {
  stage: number;
  emotion: string;
  emotionGroup: string;
  intensityBefore: number;
  skill: RegulationSkill | null;
  /** The skill step on screen, from 0. */
  practiceStep: number;
  stepsCompleted: number;
  /** Null until the member moves it; it then starts from the first rating. */
  intensityAfter: number | null;
  note: string;
}

export function initialFlow(): RegulationFlow {
  return {
    stage: 1,
    emotion: '',
    emotionGroup: '',
    intensityBefore: 5,
    skill: null,
    practiceStep: 0,
    stepsCompleted: 0,
    intensityAfter: null,
    note: '',
  };
}

/**
 * A flow kept in the tab (see useTabDraft) as it may come back after a reload: anything that no longer fits
 * (a skill renamed since, a stage out of range) is dropped and the member starts again.
 */
export const regulationFlowDraftSchema = z.object({
  stage: z.number().check(z.int(), z.gte(1), z.lte(STAGE_COUNT)),
  emotion: z.string().check(z.maxLength(200)),
  emotionGroup: z.string().check(z.maxLength(200)),
  intensityBefore: z.number().check(z.gte(0), z.lte(10)),
  skill: z.nullable(z.enum(regulationSkills)),
  practiceStep: z.number().check(z.int(), z.gte(0), z.lte(50)),
  stepsCompleted: z.number().check(z.int(), z.gte(0), z.lte(50)),
  intensityAfter: z.nullable(z.number().check(z.gte(0), z.lte(10))),
  note: z.string().check(z.maxLength(2000)),
});

/** Nothing worth keeping: the first stage with no emotion chosen. */
export const isFlowEmpty = (flow: RegulationFlow) => flow.stage === 1 && flow.emotion.trim() === '';

export type FlowErrors = Partial<Record<'emotion' | 'skill' | 'note', string>>;

/** What stops the member leaving a stage: an emotion on stage 1, a skill on stage 3. */
export function validateStage(flow: RegulationFlow): FlowErrors {
  if (flow.stage === 1 && !flow.emotion.trim())
    return { emotion: 'Choose the emotion closest to what you feel.' };
  if (flow.stage === 3 && !flow.skill) return { skill: 'Choose a skill to try.' };
  return {};
}

/** The entry the flow would save, before the shared schema checks it: a blank note left out. */
export function entryOfFlow(flow: RegulationFlow) {
  return {
    emotion: flow.emotion,
    emotionGroup: flow.emotionGroup,
    intensityBefore: flow.intensityBefore,
    skill: flow.skill ?? undefined,
    stepsCompleted: flow.stepsCompleted,
    intensityAfter: flow.intensityAfter ?? flow.intensityBefore,
    note: flow.note.trim() === '' ? undefined : flow.note,
  };
}

/**
 * The part of the flow that shows a message about a field of the entry ("note", "skill", "intensityBefore"): the
 * note and the skill have their own, anything else is about the emotion and its ratings.
 */
export const flowFieldOf = (path: string): keyof FlowErrors =>
  path.startsWith('note') ? 'note' : path.startsWith('skill') ? 'skill' : 'emotion';

/** "8 → 4 (−4)"; "8 → not re-rated" when no second rating was given. */
export function formatIntensityChange(before: number, after: number | undefined): string {
  if (after === undefined) return `${before} → not re-rated`;
  const change = after - before;
  const difference = change === 0 ? 'no change' : change < 0 ? `\u2212${-change}` : `+${change}`;
  return `${before} → ${after} (${difference})`;
}
