CREATE TABLE "assignment_rule" (
	"account_id" text NOT NULL,
	"channel" text NOT NULL,
	"mode" text DEFAULT 'manual' NOT NULL,
	"cap" integer DEFAULT 5 NOT NULL,
	"last_user_id" text,
	CONSTRAINT "assignment_rule_account_id_channel_pk" PRIMARY KEY("account_id","channel")
);
--> statement-breakpoint
CREATE TABLE "member_availability" (
	"user_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'online' NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "assignee_user_id" text;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "recipient_user_id" text;--> statement-breakpoint
ALTER TABLE "assignment_rule" ADD CONSTRAINT "assignment_rule_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_availability" ADD CONSTRAINT "member_availability_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_availability" ADD CONSTRAINT "member_availability_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_availability_account_idx" ON "member_availability" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_assignee_user_id_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_recipient_user_id_user_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_account_assignee_idx" ON "conversation" USING btree ("account_id","assignee_user_id");