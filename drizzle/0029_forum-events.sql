CREATE TABLE "forum_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"post_id" uuid,
	"channel_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "forum_events_created_idx" ON "forum_events" USING btree ("created_at");