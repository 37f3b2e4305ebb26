CREATE TABLE "weekly_review_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"weekday" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_reviews" (
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"outcome" text NOT NULL,
	"intention_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_reviews_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "weekly_review_settings" ADD CONSTRAINT "weekly_review_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_reviews" ADD CONSTRAINT "weekly_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_reviews" ADD CONSTRAINT "weekly_reviews_intention_id_tool_entries_id_fk" FOREIGN KEY ("intention_id") REFERENCES "public"."tool_entries"("id") ON DELETE set null ON UPDATE no action;