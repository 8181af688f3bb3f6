CREATE TABLE "account_preference" (
	"account_id" text PRIMARY KEY NOT NULL,
	"handover_emails" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"channel" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"agent_id" text,
	"agent_name" text NOT NULL,
	"channel" text NOT NULL,
	"contact_id" text,
	"test" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"resolution" text,
	"handover_reason" text,
	"assignee_name" text,
	"rating" text,
	"rating_comment" text,
	"first_message" text,
	"message_count" integer DEFAULT 0 NOT NULL,
	"handed_over_at" timestamp with time zone,
	"person_joined_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversation_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"type" text NOT NULL,
	"message_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "message_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"sender" text NOT NULL,
	"author_name" text,
	"text" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb,
	"external_id" text,
	"delivery" text,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "message"."text")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "account_preference" ADD CONSTRAINT "account_preference_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact" ADD CONSTRAINT "contact_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_agent_id_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_contact_id_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_event" ADD CONSTRAINT "conversation_event_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_event" ADD CONSTRAINT "conversation_event_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_account_channel_external_idx" ON "contact" USING btree ("account_id","channel","external_id");--> statement-breakpoint
CREATE INDEX "conversation_account_created_idx" ON "conversation" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_account_status_idx" ON "conversation" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "conversation_agent_idx" ON "conversation" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "conversation_contact_idx" ON "conversation" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "conversation_status_last_message_idx" ON "conversation" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "conversation_event_account_idx" ON "conversation_event" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "conversation_event_conversation_idx" ON "conversation_event" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "conversation_event_account_type_created_idx" ON "conversation_event" USING btree ("account_id","type","created_at");--> statement-breakpoint
CREATE INDEX "message_conversation_seq_idx" ON "message" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "message_account_idx" ON "message" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "message_search_idx" ON "message" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "message_conversation_external_idx" ON "message" USING btree ("conversation_id","external_id");