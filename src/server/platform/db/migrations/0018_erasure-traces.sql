CREATE TABLE "outbox_mail" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"conversation_id" text,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_mail_file_unique" UNIQUE("file")
);
--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "conversation_id" text;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD CONSTRAINT "outbox_mail_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD CONSTRAINT "outbox_mail_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_mail_conversation_idx" ON "outbox_mail" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "outbox_mail_account_idx" ON "outbox_mail" USING btree ("account_id","conversation_id");--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_conversation_id_idx" ON "notification" USING btree ("conversation_id");--> statement-breakpoint
-- Hand-over notifications written before: tied to their conversation by their link, and
-- gone where the conversation went already (they quote a customer deleted or erased).
UPDATE "notification" SET "conversation_id" = "conversation"."id" FROM "conversation"
WHERE "conversation"."account_id" = "notification"."account_id"
  AND "notification"."link" = '/portal/conversations/live?conversation=' || "conversation"."id";--> statement-breakpoint
DELETE FROM "notification"
WHERE "conversation_id" IS NULL AND "link" LIKE '/portal/conversations/live?conversation=%';
