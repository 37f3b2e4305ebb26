CREATE TABLE "weekly_summaries" (
	"user_id" text NOT NULL,
	"week_of" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_summaries_user_id_week_of_pk" PRIMARY KEY("user_id","week_of")
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "snoozed_from" uuid;--> statement-breakpoint
ALTER TABLE "weekly_summaries" ADD CONSTRAINT "weekly_summaries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_preferences_weekly_idx" ON "reminder_preferences" USING btree ("user_id") WHERE weekly_summary_email;