CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tool_entries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "rate_counters_ends_at_idx" ON "rate_counters" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tool_entries_user_idempotency_idx" ON "tool_entries" USING btree ("user_id","idempotency_key") WHERE idempotency_key is not null;