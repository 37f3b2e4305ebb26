CREATE TABLE "crisis_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sort_order" integer NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"name" text NOT NULL,
	"is_emergency" boolean DEFAULT false NOT NULL,
	"phone" text,
	"sms" text,
	"sms_keyword" text,
	"url" text,
	"description" text DEFAULT '' NOT NULL,
	"source_url" text NOT NULL,
	"checked_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crisis_lines_sort_order_idx" ON "crisis_lines" USING btree ("sort_order");