-- The knowledge search's misspelling tolerance: trigram similarity (pg_trgm) finds candidates,
-- edit distance (fuzzystrmatch) scores them. PGlite loads both as extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE TABLE "knowledge_passage" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_passage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"source_id" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_source" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"file_name" text,
	"file" "bytea",
	"size" integer NOT NULL,
	"state" text NOT NULL,
	"failure" text,
	"indexed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_passage" ADD CONSTRAINT "knowledge_passage_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passage" ADD CONSTRAINT "knowledge_passage_source_id_knowledge_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_source"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_source" ADD CONSTRAINT "knowledge_source_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_passage_source_idx" ON "knowledge_passage" USING btree ("source_id","position");--> statement-breakpoint
CREATE INDEX "knowledge_passage_account_idx" ON "knowledge_passage" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "knowledge_passage_search_idx" ON "knowledge_passage" USING gin ("search");--> statement-breakpoint
CREATE INDEX "knowledge_passage_trgm_idx" ON "knowledge_passage" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_source_account_created_idx" ON "knowledge_source" USING btree ("account_id","created_at");