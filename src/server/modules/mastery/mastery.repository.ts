import { sql, type SQL } from 'drizzle-orm';
import type { MasteryRule, MasteryUse } from '@shared/mastery/mastery-rules';
import type { DbOrTx } from '../../db/client';
import { createStatementNames, executeNamed } from '../../db/named-statement';

const masteryStatementNames = createStatementNames('mastery');

/** Which of a tool's entries count as a use, by kind (`e` is the entry). */
function usePredicate(use: MasteryUse): SQL {
  switch (use.kind) {
    case 'thought-record-eased':
      // Some emotion re-rated lower than it was rated before the balanced thought.
      return sql`exists (select 1 from jsonb_array_elements(e.data->'rerate'->'emotions') with ordinality as r(v, i)
        where jsonb_typeof(r.v) = 'number'
          and (r.v)::numeric < (e.data->'emotions'->((r.i - 1)::int)->>'intensity')::numeric)`;
    case 'breathing-session':
      return use.patterns.length
        ? sql`e.data->>'pattern' in (${sql.join(
            use.patterns.map((p) => sql`${p}`),
            sql`, `,
          )})`
        : sql`true`;
    case 'regulation-eased': {
      const eased = sql`(e.data->>'intensityAfter')::numeric < (e.data->>'intensityBefore')::numeric`;
      return use.skill ? sql`${eased} and e.data->>'skill' = ${use.skill}` : eased;
    }
    case 'intention-checked-in':
      return sql`e.data->'checkIn' is not null`;
    case 'goal-milestone-done':
      return sql`e.data->'milestones' @> '[{"done": true}]'::jsonb`;
    case 'values-sorted':
      return sql`coalesce(jsonb_array_length(e.data->'topFive'), 0) > 0`;
    case 'focus-session':
      return sql`(e.data->>'duration')::numeric >= ${use.minMinutes}`;
    case 'entry':
    case 'habit-run':
      return sql`true`;
  }
}

/** A rule's uses: when the first `goal` happened (oldest first) and when the latest did, in epoch ms. */
export interface RuleUses {
  key: string;
  firstUses: number[];
  lastUse: number | null;
}

const epochMs = sql`(extract(epoch from e.created_at) * 1000)::float8`;

/**
 * Every rule's uses in one statement. Each rule reads one member's entries of one tool through the history index
 * (user, tool, created_at): the oldest `goal` that count, and the newest that counts, each stopping at its limit.
 */
export async function findRuleUses(
  db: DbOrTx,
  userId: string,
  rules: readonly { key: string; rule: MasteryRule }[],
): Promise<RuleUses[]> {
  if (rules.length === 0) return [];
  const parts = rules.map(({ key, rule }) => {
    const counted = sql`e.user_id = ${userId} and e.tool_key = ${rule.tool} and ${usePredicate(rule.use)}`;
    return sql`select ${key}::text as key,
      array(select ${epochMs} from tool_entries e where ${counted}
             order by e.created_at asc limit ${rule.goal}) as "firstUses",
      (select ${epochMs} from tool_entries e where ${counted} order by e.created_at desc limit 1) as "lastUse"`;
  });
  return executeNamed<RuleUses>(db, masteryStatementNames, sql.join(parts, sql` union all `));
}

/** When the member last marked each of these skills practised, in epoch ms. */
export async function findLastPractised(
  db: DbOrTx,
  userId: string,
  skillIds: readonly string[],
): Promise<Map<string, number>> {
  if (skillIds.length === 0) return new Map();
  const rows = await executeNamed<{ skillId: string; at: number }>(
    db,
    masteryStatementNames,
    sql`select c.skill_id as "skillId", (extract(epoch from max(c.completed_at)) * 1000)::float8 as at
          from skill_completions c
         where c.user_id = ${userId} and c.skill_id in (${sql.join(
           skillIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         group by c.skill_id`,
  );
  return new Map(rows.map((row) => [row.skillId, Number(row.at)]));
}
