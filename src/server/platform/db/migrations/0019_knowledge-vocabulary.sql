-- A misspelt question word is matched against each account's vocabulary (knowledge_term)
-- instead of the trigrams of whole passages, which made one such word cost a read of every
-- passage of the account.
CREATE TABLE "knowledge_term" (
	"account_id" text NOT NULL,
	"term" text NOT NULL,
	"sources" integer NOT NULL,
	CONSTRAINT "knowledge_term_account_id_term_pk" PRIMARY KEY("account_id","term")
);
--> statement-breakpoint
DROP INDEX "knowledge_passage_trgm_idx";--> statement-breakpoint
ALTER TABLE "knowledge_term" ADD CONSTRAINT "knowledge_term_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_term_trgm_idx" ON "knowledge_term" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "knowledge_term" ("account_id", "term", "sources")
SELECT p."account_id", w, count(DISTINCT p."source_id")
FROM "knowledge_passage" p, unnest(tsvector_to_array(to_tsvector('simple', p."text"))) AS w
WHERE length(w) >= 4 AND w ~ '[[:alpha:]]'
GROUP BY p."account_id", w;
