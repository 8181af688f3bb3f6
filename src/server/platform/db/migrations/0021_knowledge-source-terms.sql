CREATE TABLE "knowledge_source_term" (
	"account_id" text NOT NULL,
	"source_id" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "knowledge_source_term_source_id_term_pk" PRIMARY KEY("source_id","term")
);
--> statement-breakpoint
ALTER TABLE "knowledge_source_term" ADD CONSTRAINT "knowledge_source_term_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_source_term" ADD CONSTRAINT "knowledge_source_term_source_id_knowledge_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_source"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "knowledge_source_term" ("account_id", "source_id", "term")
SELECT DISTINCT p."account_id", p."source_id", w
FROM "knowledge_passage" p, unnest(tsvector_to_array(to_tsvector('simple', p."text"))) AS w
WHERE length(w) >= 4 AND w ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
