CREATE TABLE "member_day_frames" (
	"user_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"end_of_day_hour" smallint NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"entries_by_tool" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"journal_entries" integer DEFAULT 0 NOT NULL,
	"mood_sum" numeric DEFAULT '0' NOT NULL,
	"mood_count" integer DEFAULT 0 NOT NULL,
	"emotions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"focus_sessions" integer DEFAULT 0 NOT NULL,
	"focus_minutes" numeric DEFAULT '0' NOT NULL,
	"focus_task_sessions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"focus_task_minutes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"intentions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "member_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "member_day_frames" ADD CONSTRAINT "member_day_frames_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_days" ADD CONSTRAINT "member_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What one entry adds to its member's days: (day, measure, key, amount) facts. Each figure falls on its own day:
-- an entry on the member day of its creation, a focus session on that of its completedAt, an intention on its
-- date. Stored values are tested before they are cast (rows saved before dates were strict may hold 0000-01-01
-- or a +23:59 offset; a failed cast would fail the write), hence each CASE.
CREATE FUNCTION member_day_facts(
  entry_id uuid, entry_tool_key text, entry_data jsonb, entry_created_at timestamptz,
  frame_time_zone text, frame_end_of_day_hour integer
) RETURNS TABLE (day date, measure text, key text, amount numeric) LANGUAGE sql STABLE AS $$
  WITH created AS (
    SELECT ((entry_created_at AT TIME ZONE frame_time_zone) - make_interval(hours => frame_end_of_day_hour))::date AS day
  ), focus AS (
    SELECT ((completed_at AT TIME ZONE frame_time_zone) - make_interval(hours => frame_end_of_day_hour))::date AS day,
           CASE WHEN jsonb_typeof(entry_data->'duration') = 'number' THEN (entry_data->>'duration')::numeric ELSE 0 END AS minutes,
           coalesce(nullif(entry_data->>'task', ''), 'No task') AS task
      FROM (SELECT CASE WHEN entry_data->>'completedAt' ~ '^(?:(?:19(?:0[48]|[2468][048]|[13579][26])|20(?:[02468][048]|[13579][26]))-02-29|(?:19\d\d|20\d\d|2100)-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,9})?(?:Z|[+-](?:(?:0\d|1[0-3]):[0-5]\d|14:00))$'
                        THEN (entry_data->>'completedAt')::timestamptz END AS completed_at) c
     WHERE entry_tool_key = 'pomodoro-timer' AND completed_at IS NOT NULL
  ), intention AS (
    SELECT CASE WHEN entry_data->>'date' ~ '^(?:(?:19(?:0[48]|[2468][048]|[13579][26])|20(?:[02468][048]|[13579][26]))-02-29|(?:19\d\d|20\d\d|2100)-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))$'
                THEN (entry_data->>'date')::date END AS day
     WHERE entry_tool_key = 'intention-setting-tool'
  )
  SELECT day, 'entries', NULL, 1 FROM created
  UNION ALL SELECT day, 'tool', entry_tool_key, 1 FROM created
  UNION ALL SELECT day, 'journal', NULL, 1 FROM created WHERE entry_tool_key = 'self-awareness-journal'
  UNION ALL SELECT day, m.measure, NULL, m.amount FROM created,
    LATERAL (VALUES ('mood_sum', (entry_data->>'mood')::numeric), ('mood_count', 1)) m(measure, amount)
   WHERE entry_tool_key = 'self-awareness-journal' AND jsonb_typeof(entry_data->'mood') = 'number'
  UNION ALL SELECT day, 'emotion', lower(e.value), 1 FROM created,
    jsonb_array_elements_text(CASE WHEN jsonb_typeof(entry_data->'emotions') = 'array' THEN entry_data->'emotions' END) e(value)
   WHERE entry_tool_key = 'self-awareness-journal' AND e.value IS NOT NULL
  UNION ALL SELECT day, 'focus_sessions', NULL, 1 FROM focus
  UNION ALL SELECT day, 'focus_minutes', NULL, minutes FROM focus
  UNION ALL SELECT day, 'task_sessions', task, 1 FROM focus
  UNION ALL SELECT day, 'task_minutes', task, minutes FROM focus
  UNION ALL SELECT day, 'intention', entry_id::text, 1 FROM intention WHERE day IS NOT NULL
$$;
--> statement-breakpoint
-- Two count maps added key by key; keys that reach zero are dropped.
CREATE FUNCTION member_days_add(a jsonb, b jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, total), '{}'::jsonb)
    FROM (SELECT key, sum(value::numeric) AS total
            FROM (SELECT * FROM jsonb_each_text(a) UNION ALL SELECT * FROM jsonb_each_text(b)) s
           GROUP BY key HAVING sum(value::numeric) <> 0) t
$$;
--> statement-breakpoint
-- Takes removed entries out of their members' days and adds added ones, in the frame each member's days were built
-- in (members with no frame have no days yet: their first read builds them). A shared lock per member: a rebuild
-- (exclusive) never interleaves with it; rows are written in key order, so concurrent writers do not deadlock.
CREATE FUNCTION member_days_apply(removed tool_entries[], added tool_entries[]) RETURNS void LANGUAGE plpgsql
-- A write changes a few rows: planning the statement again for each entry cost more than running it.
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  emptied_users text[];
  emptied_days date[];
BEGIN
  PERFORM pg_advisory_xact_lock_shared(k)
     FROM (SELECT DISTINCT hashtextextended('member_days:' || user_id, 0) AS k
             FROM (SELECT user_id FROM unnest(removed) UNION SELECT user_id FROM unnest(added)) u ORDER BY 1) l;
  WITH changes AS (
    SELECT r.user_id, r.id, r.tool_key, r.data, r.created_at, -1 AS sign FROM unnest(removed) r
    UNION ALL SELECT a.user_id, a.id, a.tool_key, a.data, a.created_at, 1 FROM unnest(added) a
  ), facts AS (
    SELECT c.user_id, x.day, x.measure, x.key, sum(x.amount * c.sign) AS amount
      FROM changes c
      JOIN member_day_frames f ON f.user_id = c.user_id
      -- A member being deleted (their entries go by cascade) has nothing left to count.
      JOIN "user" u ON u.id = c.user_id,
           LATERAL member_day_facts(c.id, c.tool_key, c.data, c.created_at, f.time_zone, f.end_of_day_hour) x
     GROUP BY 1, 2, 3, 4 HAVING sum(x.amount * c.sign) <> 0
  ), written AS (
    INSERT INTO member_days AS d (user_id, day, entries, entries_by_tool, journal_entries, mood_sum, mood_count,
                                  emotions, focus_sessions, focus_minutes, focus_task_sessions, focus_task_minutes, intentions)
    SELECT user_id, day,
           coalesce(sum(amount) FILTER (WHERE measure = 'entries'), 0),
           coalesce(jsonb_object_agg(key, amount) FILTER (WHERE measure = 'tool'), '{}'),
           coalesce(sum(amount) FILTER (WHERE measure = 'journal'), 0),
           coalesce(sum(amount) FILTER (WHERE measure = 'mood_sum'), 0),
           coalesce(sum(amount) FILTER (WHERE measure = 'mood_count'), 0),
           coalesce(jsonb_object_agg(key, amount) FILTER (WHERE measure = 'emotion'), '{}'),
           coalesce(sum(amount) FILTER (WHERE measure = 'focus_sessions'), 0),
           coalesce(sum(amount) FILTER (WHERE measure = 'focus_minutes'), 0),
           coalesce(jsonb_object_agg(key, amount) FILTER (WHERE measure = 'task_sessions'), '{}'),
           coalesce(jsonb_object_agg(key, amount) FILTER (WHERE measure = 'task_minutes'), '{}'),
           coalesce(jsonb_object_agg(key, amount) FILTER (WHERE measure = 'intention'), '{}')
      FROM facts GROUP BY user_id, day ORDER BY user_id, day
    ON CONFLICT (user_id, day) DO UPDATE SET
      entries = d.entries + excluded.entries,
      entries_by_tool = CASE WHEN excluded.entries_by_tool = '{}' THEN d.entries_by_tool ELSE member_days_add(d.entries_by_tool, excluded.entries_by_tool) END,
      journal_entries = d.journal_entries + excluded.journal_entries,
      mood_sum = d.mood_sum + excluded.mood_sum,
      mood_count = d.mood_count + excluded.mood_count,
      emotions = CASE WHEN excluded.emotions = '{}' THEN d.emotions ELSE member_days_add(d.emotions, excluded.emotions) END,
      focus_sessions = d.focus_sessions + excluded.focus_sessions,
      focus_minutes = d.focus_minutes + excluded.focus_minutes,
      focus_task_sessions = CASE WHEN excluded.focus_task_sessions = '{}' THEN d.focus_task_sessions ELSE member_days_add(d.focus_task_sessions, excluded.focus_task_sessions) END,
      focus_task_minutes = CASE WHEN excluded.focus_task_minutes = '{}' THEN d.focus_task_minutes ELSE member_days_add(d.focus_task_minutes, excluded.focus_task_minutes) END,
      intentions = CASE WHEN excluded.intentions = '{}' THEN d.intentions ELSE member_days_add(d.intentions, excluded.intentions) END
    RETURNING d.user_id, d.day, d.entries = 0 AND d.focus_sessions = 0 AND d.intentions = '{}' AS empty
  )
  SELECT array_agg(user_id), array_agg(day) INTO emptied_users, emptied_days FROM written WHERE empty;
  IF emptied_users IS NOT NULL THEN
    DELETE FROM member_days d USING unnest(emptied_users, emptied_days) e(user_id, day)
     WHERE d.user_id = e.user_id AND d.day = e.day;
  END IF;
END
$$;
--> statement-breakpoint
-- A member's days built again from all their entries in a frame (their zone or day end changed, or they have none).
CREATE FUNCTION member_days_rebuild(member_id text, frame_time_zone text, frame_end_of_day_hour integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A zone PostgreSQL does not know fails here, not in the next entry's trigger.
  PERFORM now() AT TIME ZONE frame_time_zone;
  PERFORM pg_advisory_xact_lock(hashtextextended('member_days:' || member_id, 0));
  DELETE FROM member_days WHERE user_id = member_id;
  INSERT INTO member_day_frames (user_id, time_zone, end_of_day_hour) VALUES (member_id, frame_time_zone, frame_end_of_day_hour)
  ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone, end_of_day_hour = excluded.end_of_day_hour, built_at = now();
  PERFORM member_days_apply('{}', array(SELECT e FROM tool_entries e WHERE e.user_id = member_id));
END
$$;
--> statement-breakpoint
-- Statement-level: a statement writing many entries (a seed, an import) is counted in one pass.
CREATE FUNCTION member_days_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_days_apply('{}', array(SELECT ROW(n.*)::tool_entries FROM new_entries n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION member_days_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_days_apply(array(SELECT ROW(o.*)::tool_entries FROM old_entries o), array(SELECT ROW(n.*)::tool_entries FROM new_entries n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION member_days_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_days_apply(array(SELECT ROW(o.*)::tool_entries FROM old_entries o), '{}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tool_entries_member_days_insert AFTER INSERT ON tool_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION member_days_after_insert();
--> statement-breakpoint
CREATE TRIGGER tool_entries_member_days_update AFTER UPDATE ON tool_entries
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION member_days_after_update();
--> statement-breakpoint
CREATE TRIGGER tool_entries_member_days_delete AFTER DELETE ON tool_entries
  REFERENCING OLD TABLE AS old_entries FOR EACH STATEMENT EXECUTE FUNCTION member_days_after_delete();
--> statement-breakpoint
-- Existing members' days, in the zone their profile names where PostgreSQL knows it; the others (zones saved
-- before names were stored canonically) are built on their first read, in the zone the app resolves.
INSERT INTO member_day_frames (user_id, time_zone, end_of_day_hour)
SELECT p.id, p.time_zone, p.end_of_day_hour FROM profiles p
 WHERE p.time_zone IN (SELECT name FROM pg_timezone_names)
   AND NOT EXISTS (SELECT 1 FROM tool_entries e WHERE e.user_id = p.id);
--> statement-breakpoint
SELECT member_days_rebuild(p.id, p.time_zone, p.end_of_day_hour) FROM profiles p
 WHERE p.time_zone IN (SELECT name FROM pg_timezone_names)
   AND EXISTS (SELECT 1 FROM tool_entries e WHERE e.user_id = p.id)
 ORDER BY p.id;
