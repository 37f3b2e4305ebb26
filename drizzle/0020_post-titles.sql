DROP INDEX "posts_content_search_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Posts written before topics had titles are titled by their first line with words, its Markdown markers, link
-- targets and emphasis taken out, cut to 120 characters (what titleFromContent does for a post sent without one).
UPDATE "posts" p SET "title" = coalesce(nullif(
  (select case when length(t) > 120 then left(t, 119) || '…' else t end
     from (select regexp_replace(btrim(regexp_replace(regexp_replace(regexp_replace(line,
                    '^[[:space:]#>*+-]+', ''),
                    '!?\[([^]]*)\]\([^)]*\)', '\1', 'g'),
                    '[*_`~]+', '', 'g')), '[[:space:]]+', ' ', 'g') as t
             from regexp_split_to_table(p."content", E'\n') with ordinality as l(line, n)
            where line ~ '[[:alnum:]]'
            order by n
            limit 1) first_line), ''), 'Untitled')
WHERE p."title" = '';--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin (to_tsvector('english', "title" || ' ' || "content"));
