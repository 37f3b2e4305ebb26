-- Notification excerpts are now the plain text of the post or reply they quote (markdownExcerpt in
-- src/shared/community/markdown-excerpt.ts), made when the notification is written. Those written before hold
-- the first 140 characters of the Markdown itself ("**tiny**", "<scriptalert(1)</s…"). This rewrites them by
-- the same rules, as far as SQL can follow them on a prefix already cut: links and images read as their text,
-- HTML and block markers go, nothing is left that reads as markup, and an old cut inside a word moves back to
-- the word before. Only the data changes; the function is temporary.
CREATE FUNCTION pg_temp.plain_notification_excerpt(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  -- The old excerpt cut longer text to 139 characters and an ellipsis.
  was_cut boolean := char_length(t) = 140 AND right(t, 1) = '…';
BEGIN
  t := regexp_replace(t, '\r\n?', E'\n', 'g');
  -- Code fence lines, then backslash escapes (an escaped character is text).
  t := regexp_replace(t, '^[ \t]*(```|~~~).*$', '', 'gn');
  t := regexp_replace(t, '\\([!-/:-@[-`{-~])', '\1', 'g');
  -- What HTML the forum never shows: script and style content, comments.
  t := regexp_replace(t, '<(script|style)(\s[^>]*)?>[^<]*', ' ', 'gi');
  t := regexp_replace(t, '<!--.*?(-->|$)', ' ', 'g');
  -- Images and links read as their text, one cut short by the old excerpt too; autolinks as their address.
  t := regexp_replace(t, '!?\[([^]]*)\]\([^)…]*(\)|(?=…?$))', '\1', 'g');
  t := regexp_replace(t, '<([A-Za-z][A-Za-z0-9+.-]+:[^\s<>]*|[^\s<>@]+@[^\s<>]+)>', '\1', 'g');
  -- Tags disappear, one cut by the old excerpt with them.
  t := regexp_replace(t, '</?[A-Za-z][^<>]*>', '', 'g');
  t := regexp_replace(t, '</?[A-Za-z][^<>]*…$', '…');
  -- Block markers at the start of a line: quotes, headings, list items, rules and underlines, definitions.
  t := regexp_replace(t, '^[ \t]{0,3}(>[ \t]?)+', '', 'gn');
  t := regexp_replace(t, '^[ \t]{0,3}#{1,6}([ \t]+|$)', '', 'gn');
  t := regexp_replace(t, '[ \t]+#+[ \t]*$', '', 'gn');
  t := regexp_replace(t, '^[ \t]*([-+*]|[0-9]{1,9}[.)])[ \t]+', '', 'gn');
  t := regexp_replace(t, '^[ \t]{0,3}([-*_=][ \t]*)+$', '', 'gn');
  t := regexp_replace(t, '^[ \t]{0,3}\[[^]]+\]:.*$', '', 'gn');
  -- Code ticks, and emphasis at the edges of words (snake_case and 2 * 3 stay).
  t := replace(t, '`', '');
  t := regexp_replace(t, '\*+(?=[^\s*])|(?<=[^\s*])\*+', '', 'g');
  t := regexp_replace(t, '(^|[^[:alnum:]_])_+(?=[^\s_])', '\1', 'g');
  t := regexp_replace(t, '(?<=[^\s_])_+($|[^[:alnum:]_])', '\1', 'g');
  -- The character references people type.
  t := replace(replace(replace(replace(t, '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', '''');
  t := replace(replace(replace(t, '&apos;', ''''), '&nbsp;', ' '), '&amp;', '&');
  -- Nothing left that reads as markup (what markdownExcerpt guarantees), whitespace collapsed.
  t := regexp_replace(t, '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]', '', 'g');
  t := regexp_replace(t, '</?[A-Za-z][^<>]{0,200}>', ' ', 'g');
  t := regexp_replace(t, '<([A-Za-z/!?])', '< \1', 'g');
  t := regexp_replace(t, '[*_~]{2,}', ' ', 'g');
  t := replace(t, '](', '] (');
  t := btrim(regexp_replace(t, '\s+', ' ', 'g'));
  IF was_cut AND right(t, 1) = '…' THEN
    t := regexp_replace(t, '(\S)\s+[^\s…]*…$', '\1…');
    t := regexp_replace(t, '[ ,;:.({"''“‘/–—-]+…$', '…');
  END IF;
  RETURN CASE WHEN t = '…' THEN '' ELSE t END;
END
$$;
--> statement-breakpoint
UPDATE "notifications" SET "excerpt" = pg_temp.plain_notification_excerpt("excerpt")
WHERE "excerpt" IS DISTINCT FROM pg_temp.plain_notification_excerpt("excerpt");
--> statement-breakpoint
DROP FUNCTION pg_temp.plain_notification_excerpt(text);
