DROP TABLE "knowledge_source_term" CASCADE;--> statement-breakpoint
DROP TABLE "knowledge_term" CASCADE;--> statement-breakpoint
DROP INDEX "knowledge_passage_search_idx";