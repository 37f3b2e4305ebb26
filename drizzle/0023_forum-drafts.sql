CREATE TABLE "forum_drafts" (
	"user_id" text NOT NULL,
	"place" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_drafts_user_id_place_pk" PRIMARY KEY("user_id","place")
);
--> statement-breakpoint
ALTER TABLE "forum_drafts" ADD CONSTRAINT "forum_drafts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;