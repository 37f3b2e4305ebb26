DROP INDEX "reports_status_idx";--> statement-breakpoint
DROP INDEX "skill_completions_user_completed_idx";--> statement-breakpoint
DROP INDEX "post_likes_user_idx";--> statement-breakpoint
CREATE INDEX "poll_votes_user_idx" ON "poll_votes" USING btree ("user_id","created_at","post_id");--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "replies_created_idx" ON "replies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "replies_user_idx" ON "replies" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "skill_completions_user_completed_idx" ON "skill_completions" USING btree ("user_id","completed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("user_id","created_at","post_id");