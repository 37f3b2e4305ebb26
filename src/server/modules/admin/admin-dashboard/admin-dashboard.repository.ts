import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

interface DashboardRow {
  members_total: number | string;
  members_by_tier: { tier: string; count: number }[] | string;
  signups: { day: string; count: number }[] | string;
  active_7d: number | string;
  active_30d: number | string;
  tool_entries: { day: string; count: number }[] | string;
  contact_week: number | string;
  posts_week: number | string;
  replies_week: number | string;
  open_report_items: number | string;
}

/** Items (posts or replies) with at least one pending report: what the reports queue holds. */
const openReportItems = sql`(select count(distinct coalesce(post_id, reply_id))::int from reports where status = 'pending')`;

/** Every dashboard figure in one statement; daily series are filled with zero days by generate_series. */
export async function loadDashboardRow(db: DbOrTx): Promise<DashboardRow> {
  const result = (await db.execute(sql`
    with days as (
      select d::date as day
      from generate_series((now() at time zone 'utc')::date - 29, (now() at time zone 'utc')::date, interval '1 day') as d
    ),
    signups as (
      select (created_at at time zone 'utc')::date as day, count(*)::int as n
      from profiles where created_at >= now() - interval '31 days' group by 1
    ),
    entries as (
      select (created_at at time zone 'utc')::date as day, count(*)::int as n
      from tool_entries where created_at >= now() - interval '31 days' group by 1
    )
    select
      (select count(*)::int from profiles) as members_total,
      (select coalesce(json_agg(json_build_object('tier', tier, 'count', n) order by tier), '[]'::json) from (
        select coalesce(s.subscription_tier::text, 'free') as tier, count(*)::int as n
        from profiles p left join user_subscription_status s on s.user_id = p.id group by 1
      ) t) as members_by_tier,
      (select json_agg(json_build_object('day', to_char(days.day, 'YYYY-MM-DD'), 'count', coalesce(signups.n, 0)) order by days.day)
        from days left join signups on signups.day = days.day) as signups,
      (select count(distinct user_id)::int from session where updated_at >= now() - interval '7 days') as active_7d,
      (select count(distinct user_id)::int from session where updated_at >= now() - interval '30 days') as active_30d,
      (select json_agg(json_build_object('day', to_char(days.day, 'YYYY-MM-DD'), 'count', coalesce(entries.n, 0)) order by days.day)
        from days left join entries on entries.day = days.day) as tool_entries,
      (select count(*)::int from contact_messages where created_at >= now() - interval '7 days') as contact_week,
      (select count(*)::int from posts where created_at >= now() - interval '7 days') as posts_week,
      (select count(*)::int from replies where created_at >= now() - interval '7 days') as replies_week,
      ${openReportItems} as open_report_items
  `)) as unknown as { rows: DashboardRow[] };
  const row = result.rows[0];
  if (!row) throw new Error('dashboard query returned nothing');
  return row;
}

/** The open items of the reports queue alone, for the admin menu on every admin page. */
export async function countOpenReportItems(db: DbOrTx): Promise<number> {
  const result = (await db.execute(sql`select ${openReportItems} as n`)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}
