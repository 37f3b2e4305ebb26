ALTER TABLE "reports" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "reports_queue_priority_idx" ON "reports" USING btree ("status","priority","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_care_idx" ON "notifications" USING btree ("user_id","post_id") WHERE "notifications"."kind" = 'care';