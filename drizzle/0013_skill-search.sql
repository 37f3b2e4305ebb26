-- Skill search on PostgreSQL's full-text search (issue 27.7): one stored vector per skill, weighted title (A),
-- summary (B), practice steps (C) and body (D), in the 'english' configuration (stemming, stop words). Not
-- declared in the Drizzle schema on purpose: no select of a skill carries it; only the search reads it.
ALTER TABLE "skills" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
  setweight(to_tsvector('english'::regconfig, "summary"), 'B') ||
  setweight(jsonb_to_tsvector('english'::regconfig, "practice_steps", '["string"]'::jsonb), 'C') ||
  setweight(to_tsvector('english'::regconfig, "body"), 'D')
) STORED;--> statement-breakpoint
CREATE INDEX "skills_search_vector_idx" ON "skills" USING gin ("search_vector");
