CREATE TABLE "website" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"address" text NOT NULL,
	"include" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclude" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"depth" integer NOT NULL,
	"schedule" text NOT NULL,
	"next_crawl_at" timestamp with time zone,
	"crawl_state" text NOT NULL,
	"pages_found" integer DEFAULT 0 NOT NULL,
	"pages_indexed" integer DEFAULT 0 NOT NULL,
	"pages_skipped" integer DEFAULT 0 NOT NULL,
	"limit_reached" boolean DEFAULT false NOT NULL,
	"crawl_failure" text,
	"crawl_started_at" timestamp with time zone,
	"crawl_finished_at" timestamp with time zone,
	"crawl_heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_page" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"website_id" text NOT NULL,
	"address" text NOT NULL,
	"title" text,
	"state" text NOT NULL,
	"change" text,
	"text_hash" text,
	"etag" text,
	"last_modified" text,
	"duplicate_of" text,
	"redirected_to" text,
	"failure" jsonb,
	"source_id" text,
	"position" integer NOT NULL,
	"crawled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_source" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "website" ADD CONSTRAINT "website_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_page" ADD CONSTRAINT "website_page_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_page" ADD CONSTRAINT "website_page_website_id_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."website"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_page" ADD CONSTRAINT "website_page_source_id_knowledge_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_source"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_account_idx" ON "website" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "website_next_crawl_idx" ON "website" USING btree ("next_crawl_at");--> statement-breakpoint
CREATE UNIQUE INDEX "website_page_address_idx" ON "website_page" USING btree ("website_id","address");--> statement-breakpoint
CREATE INDEX "website_page_account_idx" ON "website_page" USING btree ("account_id");