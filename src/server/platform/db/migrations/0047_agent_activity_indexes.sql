DROP INDEX "conversation_agent_idx";--> statement-breakpoint
CREATE INDEX "conversation_agent_last_message_idx" ON "conversation" USING btree ("agent_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversation_agent_customers_idx" ON "conversation" USING btree ("agent_id") WHERE not "conversation"."test";