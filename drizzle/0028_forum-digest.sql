CREATE TABLE "forum_digests" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD COLUMN "forum_digest_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_digests" ADD CONSTRAINT "forum_digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_digests_latest_idx" ON "forum_digests" USING btree ("user_id","claimed_at");--> statement-breakpoint
CREATE INDEX "reminder_preferences_digest_idx" ON "reminder_preferences" USING btree ("user_id") WHERE forum_digest_email;