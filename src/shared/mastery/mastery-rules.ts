import type { breathingPatterns } from '../tools/entries/mindful-breathing.schemas';
import type { regulationSkills } from '../tools/entries/emotional-regulation-tool.schemas';
import { regulationSkillLabels } from '../tools/tool-entry-labels';
import { toolNames, type ToolKey } from '../tools/tool-keys';

type BreathingPattern = (typeof breathingPatterns)[number];
type RegulationSkill = (typeof regulationSkills)[number];

/**
 * What one use of a tool must show to count toward a skill, by kind. The server turns each kind into a
 * predicate over the tool's entries (mastery.repository.ts); `habit-run` is read from the habits themselves.
 */
export type MasteryUse =
  | { kind: 'thought-record-eased' }
  | { kind: 'breathing-session'; patterns: readonly BreathingPattern[] }
  | { kind: 'regulation-eased'; skill: RegulationSkill | null }
  | { kind: 'habit-run' }
  | { kind: 'entry' }
  | { kind: 'intention-checked-in' }
  | { kind: 'goal-milestone-done' }
  | { kind: 'values-sorted' }
  | { kind: 'focus-session'; minMinutes: number };

export interface MasteryRule {
  tool: ToolKey;
  use: MasteryUse;
  /** Uses that master the skill (for `habit-run`: scheduled days in a row, or weeks for a weekly habit). */
  goal: number;
  /** What counts, in plain words, after a number: "3 thought records where an emotion eased". */
  counts: string;
}

const breathingNames: Record<BreathingPattern, string> = {
  box: 'box breathing',
  '4-7-8': '4-7-8 breathing',
  coherent: 'coherent breathing',
  'physiological-sigh': 'physiological sigh',
};

/** The breathing patterns or DBT skill a library skill teaches, where the tool offers it by name. */
const taughtBySkill: Record<string, { patterns?: BreathingPattern[]; regulation?: RegulationSkill }> = {
  'extended-exhale-breathing': { patterns: ['4-7-8', 'physiological-sigh'] },
  'stop-skill': { regulation: 'stop' },
  'tipp-skill': { regulation: 'tipp' },
  'opposite-action': { regulation: 'opposite-action' },
  'check-the-facts': { regulation: 'check-the-facts' },
};

/** Focus sessions shorter than this are a start, not practice of focused work. */
const FOCUS_PRACTICE_MINUTES = 10;

function ruleFor(tool: ToolKey, skillId: string): MasteryRule {
  const taught = taughtBySkill[skillId] ?? {};
  switch (tool) {
    case 'thought-record-builder':
      return {
        tool,
        use: { kind: 'thought-record-eased' },
        goal: 3,
        counts: 'thought records where an emotion eased',
      };
    case 'mindful-breathing': {
      const patterns = taught.patterns ?? [];
      const named = patterns.map((p) => breathingNames[p]).join(' or ');
      return {
        tool,
        use: { kind: 'breathing-session', patterns },
        goal: 5,
        counts: patterns.length ? `breathing sessions of ${named}` : 'breathing sessions',
      };
    }
    case 'emotional-regulation-tool': {
      const skill = taught.regulation ?? null;
      return {
        tool,
        use: { kind: 'regulation-eased', skill },
        goal: 3,
        counts: skill
          ? `times you used ${regulationSkillLabels[skill]} and the feeling eased`
          : 'times you used a skill and the feeling eased',
      };
    }
    case 'habit-tracker':
      return { tool, use: { kind: 'habit-run' }, goal: 21, counts: 'days in a row keeping a habit' };
    case 'self-awareness-journal':
      return { tool, use: { kind: 'entry' }, goal: 5, counts: 'journal entries' };
    case 'gratitude-log':
      return { tool, use: { kind: 'entry' }, goal: 7, counts: 'gratitude entries' };
    case 'intention-setting-tool':
      return {
        tool,
        use: { kind: 'intention-checked-in' },
        goal: 5,
        counts: 'intentions you checked in on',
      };
    case 'goal-planning-tool':
      return {
        tool,
        use: { kind: 'goal-milestone-done' },
        goal: 2,
        counts: 'goals with a milestone reached',
      };
    case 'values-clarification':
      return { tool, use: { kind: 'values-sorted' }, goal: 1, counts: 'card sort with your top values' };
    case 'pomodoro-timer':
      return {
        tool,
        use: { kind: 'focus-session', minMinutes: FOCUS_PRACTICE_MINUTES },
        goal: 5,
        counts: `focus sessions of ${FOCUS_PRACTICE_MINUTES} minutes or more`,
      };
  }
}

/**
 * How a skill is mastered: by using its first related tool as the skill teaches it. A skill with no known tool
 * has no rule (its "Mark as practised" is the whole record).
 */
export function masteryRuleOf(skill: { id: string; relatedToolIds: readonly string[] }): MasteryRule | null {
  const tool = skill.relatedToolIds.find((id): id is ToolKey => id in toolNames);
  return tool ? ruleFor(tool, skill.id) : null;
}

/** One key per distinct rule, so skills that share a rule share one count. */
export const masteryRuleKey = (rule: MasteryRule): string => `${rule.tool}:${JSON.stringify(rule.use)}`;
