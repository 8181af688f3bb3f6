ALTER TABLE "conversation" ADD COLUMN "handover_question" text;--> statement-breakpoint
-- Conversations handed over before: the customer's latest message by their first hand-over.
UPDATE "conversation" SET "handover_question" = coalesce(
	(
		SELECT left("message"."text", 280) FROM "message"
		WHERE "message"."conversation_id" = "conversation"."id"
			AND "message"."sender" = 'customer'
			AND "message"."created_at" <= "conversation"."handed_over_at"
		ORDER BY "message"."seq" DESC
		LIMIT 1
	),
	"conversation"."first_message"
)
WHERE "handed_over_at" IS NOT NULL;
