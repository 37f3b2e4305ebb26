ALTER TABLE "profiles" ADD COLUMN "badge_title" text;--> statement-breakpoint
-- Existing members keep the title the forum showed them: the name of their most recent badge.
UPDATE "profiles" SET "badge_title" = (
  SELECT b."name" FROM "user_badges" ub JOIN "badges" b ON b."id" = ub."badge_id"
  WHERE ub."user_id" = "profiles"."id" ORDER BY ub."awarded_at" DESC, b."id" LIMIT 1
);
