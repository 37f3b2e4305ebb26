import { describe, expect, it } from 'vitest';
import { toolKeys } from '../tools/tool-keys';
import { masteryRuleKey, masteryRuleOf } from './mastery-rules';

describe('masteryRuleOf', () => {
  it('gives every tool a rule with a goal and plain words, from the skill’s first known tool', () => {
    for (const tool of toolKeys) {
      const rule = masteryRuleOf({ id: 'any-skill', relatedToolIds: ['not-a-tool', tool, 'gratitude-log'] });
      expect(rule?.tool).toBe(tool);
      expect(rule?.goal).toBeGreaterThan(0);
      expect(rule?.counts).toMatch(/^[a-z]/);
    }
  });

  it('has no rule for a skill without a tool', () => {
    expect(masteryRuleOf({ id: 'any-skill', relatedToolIds: [] })).toBeNull();
    expect(masteryRuleOf({ id: 'any-skill', relatedToolIds: ['retired-tool'] })).toBeNull();
  });

  it('asks for what each tool’s practice is: eased emotions, the taught pattern or skill, a 21-day habit', () => {
    expect(masteryRuleOf({ id: 'x', relatedToolIds: ['thought-record-builder'] })).toMatchObject({
      use: { kind: 'thought-record-eased' },
      goal: 3,
    });
    expect(masteryRuleOf({ id: 'tipp-skill', relatedToolIds: ['emotional-regulation-tool'] })).toMatchObject({
      use: { kind: 'regulation-eased', skill: 'tipp' },
      counts: 'times you used TIPP and the feeling eased',
    });
    expect(masteryRuleOf({ id: 'x', relatedToolIds: ['emotional-regulation-tool'] })?.use).toEqual({
      kind: 'regulation-eased',
      skill: null,
    });
    expect(
      masteryRuleOf({ id: 'extended-exhale-breathing', relatedToolIds: ['mindful-breathing'] })?.use,
    ).toEqual({ kind: 'breathing-session', patterns: ['4-7-8', 'physiological-sigh'] });
    expect(masteryRuleOf({ id: 'x', relatedToolIds: ['habit-tracker'] })).toMatchObject({
      use: { kind: 'habit-run' },
      goal: 21,
    });
    expect(masteryRuleOf({ id: 'x', relatedToolIds: ['pomodoro-timer'] })?.use).toEqual({
      kind: 'focus-session',
      minMinutes: 10,
    });
  });

  it('shares one key between skills with the same rule, and tells different ones apart', () => {
    const key = (id: string, tool: string) => {
      const rule = masteryRuleOf({ id, relatedToolIds: [tool] });
      return rule && masteryRuleKey(rule);
    };
    expect(key('body-scan', 'mindful-breathing')).toBe(key('mindful-walking', 'mindful-breathing'));
    expect(key('body-scan', 'mindful-breathing')).not.toBe(
      key('extended-exhale-breathing', 'mindful-breathing'),
    );
    expect(key('stop-skill', 'emotional-regulation-tool')).not.toBe(
      key('tipp-skill', 'emotional-regulation-tool'),
    );
  });
});
