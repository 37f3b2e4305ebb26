CREATE TABLE "member_insights" (
	"user_id" text PRIMARY KEY NOT NULL,
	"computed_on" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_insights" ADD CONSTRAINT "member_insights_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;