import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { createStatementNames, executeNamed } from '../../db/named-statement';

const compassStatementNames = createStatementNames('compass');

/** Goals read for the compass: the newest tagged ones. */
const GOALS_READ = 200;

const tagged = sql`jsonb_typeof(e.data->'values') = 'array'`;
const tags = sql`case when jsonb_typeof(e.data->'values') = 'array' then e.data->'values' else '[]'::jsonb end`;

/** The top five of the member's latest card sort (empty before one). */
export async function findTopValues(db: DbOrTx, userId: string): Promise<string[]> {
  const [row] = await executeNamed<{ topFive: unknown }>(
    db,
    compassStatementNames,
    sql`select e.data->'topFive' as "topFive" from tool_entries e
         where e.user_id = ${userId} and e.tool_key = 'values-clarification'
         order by e.created_at desc limit 1`,
  );
  const topFive = row?.topFive;
  return Array.isArray(topFive) ? topFive.filter((v): v is string => typeof v === 'string').slice(0, 5) : [];
}

/** A window of creation times around a week: intentions and sessions are written near the days they are for. */
export interface WeekWindow {
  userId: string;
  from: Date;
  to: Date;
  timeZone: string;
  endOfDayHour: number;
}

/** Tagged intentions written around the week: their own date and whether they were checked in. */
export async function findTaggedIntentions(db: DbOrTx, w: WeekWindow) {
  return executeNamed<{ values: string[]; date: string; checkedIn: boolean }>(
    db,
    compassStatementNames,
    sql`select ${tags} as values, e.data->>'date' as date, e.data->'checkIn' is not null as "checkedIn"
          from tool_entries e
         where e.user_id = ${w.userId} and e.tool_key = 'intention-setting-tool'
           and e.created_at >= ${w.from.toISOString()}::timestamptz and e.created_at < ${w.to.toISOString()}::timestamptz
           and ${tagged}`,
  );
}

/** Tagged focus sessions written around the week, with the member day each ended on. */
export async function findTaggedFocusSessions(db: DbOrTx, w: WeekWindow) {
  return executeNamed<{ values: string[]; day: string }>(
    db,
    compassStatementNames,
    sql`select ${tags} as values,
               to_char(((e.data->>'completedAt')::timestamptz at time zone ${w.timeZone})
                       - make_interval(hours => ${w.endOfDayHour}::int), 'YYYY-MM-DD') as day
          from tool_entries e
         where e.user_id = ${w.userId} and e.tool_key = 'pomodoro-timer'
           and e.created_at >= ${w.from.toISOString()}::timestamptz and e.created_at < ${w.to.toISOString()}::timestamptz
           and ${tagged}`,
  );
}

/** The member's newest tagged goals with their milestones. */
export async function findTaggedGoals(db: DbOrTx, userId: string) {
  return executeNamed<{ values: string[]; milestones: { dueDate?: string; done: boolean }[] }>(
    db,
    compassStatementNames,
    sql`select ${tags} as values,
               case when jsonb_typeof(e.data->'milestones') = 'array' then e.data->'milestones' else '[]'::jsonb end as milestones
          from tool_entries e
         where e.user_id = ${userId} and e.tool_key = 'goal-planning-tool' and ${tagged}
         order by e.created_at desc limit ${GOALS_READ}`,
  );
}
