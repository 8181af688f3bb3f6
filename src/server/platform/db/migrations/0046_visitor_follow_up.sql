ALTER TABLE "conversation" ADD COLUMN "visitor_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "follow_up_pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "follow_up_mailed_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "conversation_follow_up_idx" ON "conversation" USING btree ("follow_up_pending_since");