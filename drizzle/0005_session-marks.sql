CREATE SEQUENCE "public"."session_mark_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "session_marks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mark" bigint NOT NULL
);
