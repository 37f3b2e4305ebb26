-- Skills practised per member day (member_days.practice, column added by 0014), kept like the entries' figures
-- (0009): statement-level triggers on skill_completions add and take away each written completion on the member
-- day of its completed_at, in the frame the member's days were built in, in the writing statement (the practice
-- route, a script, a skill or member deleted by cascade). The year's overview and the dashboard's streak read
-- it instead of converting every completion of the range to a member day on each visit.
--
-- And each day's intentions map now holds each entry's creation time instead of 1, so the dashboard finds the
-- newest intention of the day in the map and reads that one entry, not every intention of the day (45 lookups a
-- visit for a member with 100 k entries a year). Readers of the keys alone see no change.

-- An intention's value in its day's map: its entry's creation time in seconds since 1970 (microseconds exact),
-- added when the entry is counted and taken away when it is not, as every figure is. A value of 0 would be
-- dropped as "nothing left": the one instant it would be, 1970-01-01 00:00:00 UTC, counts as 0.0000001, which
-- still sorts between the instants before and after it.
CREATE FUNCTION member_day_intention_at(created_at timestamptz) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN extract(epoch FROM created_at) = 0 THEN 0.0000001 ELSE extract(epoch FROM created_at) END
$$;
--> statement-breakpoint
-- As 0009's, with the intention's creation time as its amount.
CREATE OR REPLACE FUNCTION member_day_facts(
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
  UNION ALL SELECT day, 'intention', entry_id::text, member_day_intention_at(entry_created_at) FROM intention WHERE day IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION member_days_apply_practice(removed skill_completions[], added skill_completions[]) RETURNS void
LANGUAGE plpgsql
-- A write changes a row or two: planning the statement again for each completion cost more than running it.
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  emptied_users text[];
  emptied_days date[];
BEGIN
  -- The same shared lock per member as member_days_apply: a rebuild (exclusive) never interleaves with it.
  PERFORM pg_advisory_xact_lock_shared(k)
     FROM (SELECT DISTINCT hashtextextended('member_days:' || user_id, 0) AS k
             FROM (SELECT user_id FROM unnest(removed) UNION SELECT user_id FROM unnest(added)) u ORDER BY 1) l;
  WITH changes AS (
    SELECT r.user_id, r.completed_at, -1 AS sign FROM unnest(removed) r
    UNION ALL SELECT a.user_id, a.completed_at, 1 FROM unnest(added) a
  ), facts AS (
    SELECT c.user_id,
           ((c.completed_at AT TIME ZONE f.time_zone) - make_interval(hours => f.end_of_day_hour))::date AS day,
           sum(c.sign) AS amount
      FROM changes c
      JOIN member_day_frames f ON f.user_id = c.user_id
      -- A member being deleted (their completions go by cascade) has nothing left to count.
      JOIN "user" u ON u.id = c.user_id
     GROUP BY 1, 2 HAVING sum(c.sign) <> 0
  ), written AS (
    INSERT INTO member_days AS d (user_id, day, practice)
    SELECT user_id, day, amount FROM facts ORDER BY user_id, day
    ON CONFLICT (user_id, day) DO UPDATE SET practice = d.practice + excluded.practice
    RETURNING d.user_id, d.day, d.entries = 0 AND d.focus_sessions = 0 AND d.intentions = '{}' AND d.practice = 0 AS empty
  )
  SELECT array_agg(user_id), array_agg(day) INTO emptied_users, emptied_days FROM written WHERE empty;
  IF emptied_users IS NOT NULL THEN
    DELETE FROM member_days d USING unnest(emptied_users, emptied_days) e(user_id, day)
     WHERE d.user_id = e.user_id AND d.day = e.day;
  END IF;
END
$$;
--> statement-breakpoint
-- As 0009's, except that a day is empty only once its practice is gone too (an entry deleted on a day a skill was
-- practised keeps the day).
CREATE OR REPLACE FUNCTION member_days_apply(removed tool_entries[], added tool_entries[]) RETURNS void LANGUAGE plpgsql
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
    RETURNING d.user_id, d.day, d.entries = 0 AND d.focus_sessions = 0 AND d.intentions = '{}' AND d.practice = 0 AS empty
  )
  SELECT array_agg(user_id), array_agg(day) INTO emptied_users, emptied_days FROM written WHERE empty;
  IF emptied_users IS NOT NULL THEN
    DELETE FROM member_days d USING unnest(emptied_users, emptied_days) e(user_id, day)
     WHERE d.user_id = e.user_id AND d.day = e.day;
  END IF;
END
$$;
--> statement-breakpoint
-- As 0009's, with the member's practice counted too.
CREATE OR REPLACE FUNCTION member_days_rebuild(member_id text, frame_time_zone text, frame_end_of_day_hour integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM now() AT TIME ZONE frame_time_zone;
  PERFORM pg_advisory_xact_lock(hashtextextended('member_days:' || member_id, 0));
  DELETE FROM member_days WHERE user_id = member_id;
  INSERT INTO member_day_frames (user_id, time_zone, end_of_day_hour) VALUES (member_id, frame_time_zone, frame_end_of_day_hour)
  ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone, end_of_day_hour = excluded.end_of_day_hour, built_at = now();
  PERFORM member_days_apply('{}', array(SELECT e FROM tool_entries e WHERE e.user_id = member_id));
  PERFORM member_days_apply_practice('{}', array(SELECT c FROM skill_completions c WHERE c.user_id = member_id));
END
$$;
--> statement-breakpoint
CREATE FUNCTION member_days_after_practice_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_days_apply_practice('{}', array(SELECT ROW(n.*)::skill_completions FROM new_completions n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION member_days_after_practice_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_days_apply_practice(array(SELECT ROW(o.*)::skill_completions FROM old_completions o),
                                     array(SELECT ROW(n.*)::skill_completions FROM new_completions n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION member_days_after_practice_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_days_apply_practice(array(SELECT ROW(o.*)::skill_completions FROM old_completions o), '{}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER skill_completions_member_days_insert AFTER INSERT ON skill_completions
  REFERENCING NEW TABLE AS new_completions FOR EACH STATEMENT EXECUTE FUNCTION member_days_after_practice_insert();
--> statement-breakpoint
CREATE TRIGGER skill_completions_member_days_update AFTER UPDATE ON skill_completions
  REFERENCING OLD TABLE AS old_completions NEW TABLE AS new_completions FOR EACH STATEMENT EXECUTE FUNCTION member_days_after_practice_update();
--> statement-breakpoint
CREATE TRIGGER skill_completions_member_days_delete AFTER DELETE ON skill_completions
  REFERENCING OLD TABLE AS old_completions FOR EACH STATEMENT EXECUTE FUNCTION member_days_after_practice_delete();
--> statement-breakpoint
-- Existing intentions maps, from 1 per entry to its creation time.
UPDATE member_days d SET intentions = coalesce(
  (SELECT jsonb_object_agg(k.id, member_day_intention_at(x.created_at))
     FROM jsonb_object_keys(d.intentions) k(id) JOIN tool_entries x ON x.id = k.id::uuid), '{}')
 WHERE d.intentions <> '{}';
--> statement-breakpoint
-- The practice of members whose days are built (the others are built with it on their first read), a member at a
-- time, in their frame.
SELECT member_days_apply_practice('{}', array(SELECT c FROM skill_completions c WHERE c.user_id = f.user_id))
  FROM member_day_frames f
 WHERE EXISTS (SELECT 1 FROM skill_completions c WHERE c.user_id = f.user_id)
 ORDER BY f.user_id;
