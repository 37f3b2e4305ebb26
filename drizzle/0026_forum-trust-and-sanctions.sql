CREATE TABLE "forum_sanctions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_topic_reads" (
	"user_id" text NOT NULL,
	"post_id" uuid NOT NULL,
	"first_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_topic_reads_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "forum_trust" (
	"user_id" text PRIMARY KEY NOT NULL,
	"trust_level" smallint DEFAULT 0 NOT NULL,
	"level_locked_at" timestamp with time zone,
	"topics_entered" integer DEFAULT 0 NOT NULL,
	"read_seconds" integer DEFAULT 0 NOT NULL,
	"days_visited" integer DEFAULT 0 NOT NULL,
	"last_visit_day" date,
	"last_read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forum_trust_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_trust_settings_single_row" CHECK ("forum_trust_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "weight" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_sanctions" ADD CONSTRAINT "forum_sanctions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_sanctions" ADD CONSTRAINT "forum_sanctions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topic_reads" ADD CONSTRAINT "forum_topic_reads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topic_reads" ADD CONSTRAINT "forum_topic_reads_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_trust" ADD CONSTRAINT "forum_trust_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_topic_reads_post_idx" ON "forum_topic_reads" USING btree ("post_id");--> statement-breakpoint
-- Members who joined before trust levels keep what they could do: basic (links, images, polls), not more.
INSERT INTO "forum_trust" ("user_id", "trust_level") SELECT "id", 1 FROM "user" WHERE "created_at" < now() - interval '1 day' ON CONFLICT DO NOTHING;
