ALTER TABLE "message" drop column "search";--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "message"."text") || to_tsvector('english', "message"."text") || to_tsvector('spanish', "message"."text") || to_tsvector('portuguese', "message"."text") || to_tsvector('french', "message"."text") || to_tsvector('german', "message"."text")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "message_search_idx" ON "message" USING gin ("search");
