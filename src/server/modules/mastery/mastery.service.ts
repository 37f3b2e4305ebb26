import { masteryRuleKey, masteryRuleOf, type MasteryRule } from '@shared/mastery/mastery-rules';
import { masteryStateAt } from '@shared/mastery/mastery-schedule';
import type { SkillMastery } from '@shared/mastery/mastery.schemas';
import type { ContentBundle } from '@shared/content/content.schemas';
import type { DbOrTx } from '../../db/client';
import { habitRunFacts } from './habit-runs';
import { findNewestHabits } from '../tool-data/tool-data.service';
import * as repo from './mastery.repository';

interface RuleFacts {
  progress: number;
  masteredAt: number | null;
  lastUsedAt: number | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Each distinct rule's facts: the entry rules in one statement, the habit rule from the member's habits. */
async function readRuleFacts(
  db: DbOrTx,
  userId: string,
  rules: ReadonlyMap<string, MasteryRule>,
): Promise<Map<string, RuleFacts>> {
  const entryRules = [...rules].filter(([, rule]) => rule.use.kind !== 'habit-run');
  const habitRule = [...rules].find(([, rule]) => rule.use.kind === 'habit-run');
  const [uses, habits] = await Promise.all([
    repo.findRuleUses(
      db,
      userId,
      entryRules.map(([key, rule]) => ({ key, rule })),
    ),
    habitRule ? findNewestHabits(db, userId) : Promise.resolve([]),
  ]);
  const facts = new Map<string, RuleFacts>();
  for (const row of uses) {
    const goal = rules.get(row.key)?.goal ?? 1;
    const firstUses = row.firstUses.map(Number);
    facts.set(row.key, {
      progress: Math.min(goal, firstUses.length),
      masteredAt: firstUses.length >= goal ? (firstUses[goal - 1] ?? null) : null,
      lastUsedAt: row.lastUse === null ? null : Number(row.lastUse),
    });
  }
  if (habitRule) {
    const [key, rule] = habitRule;
    const runs = habitRunFacts(habits, rule.goal);
    facts.set(key, { progress: runs.progress, masteredAt: runs.reachedAt, lastUsedAt: runs.lastTickAt });
  }
  return facts;
}

/**
 * Where the member stands on each skill that a tool practises (of one category, or all): progress toward the
 * skill's goal, mastered, or due a refresh. At most three statements whatever the number of skills.
 */
export async function findMastery(
  db: DbOrTx,
  skills: ContentBundle['skills'],
  userId: string,
  now: Date,
): Promise<SkillMastery[]> {
  const ruled = skills.flatMap((skill) => {
    const rule = masteryRuleOf(skill);
    return rule ? [{ skill, rule, key: masteryRuleKey(rule) }] : [];
  });
  const rules = new Map(ruled.map(({ key, rule }) => [key, rule]));
  const [facts, practised] = await Promise.all([
    readRuleFacts(db, userId, rules),
    repo.findLastPractised(
      db,
      userId,
      ruled.map(({ skill }) => skill.id),
    ),
  ]);
  return ruled.map(({ skill, rule, key }) => {
    const fact = facts.get(key) ?? { progress: 0, masteredAt: null, lastUsedAt: null };
    const lastUsedAt = Math.max(fact.lastUsedAt ?? -Infinity, practised.get(skill.id) ?? -Infinity);
    const masteredAt = iso(fact.masteredAt);
    const state = masteryStateAt(
      { masteredAt, lastUsedAt: Number.isFinite(lastUsedAt) ? iso(lastUsedAt) : null },
      now,
    );
    return {
      skillId: skill.id,
      toolId: rule.tool,
      goal: rule.goal,
      progress: fact.progress,
      counts: rule.counts,
      masteredAt,
      ...state,
    };
  });
}
