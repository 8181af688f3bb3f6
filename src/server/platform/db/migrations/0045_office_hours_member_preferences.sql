CREATE TABLE "member_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"handover_emails" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_hours" (
	"account_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"closed_days" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_preference" ADD CONSTRAINT "member_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_hours" ADD CONSTRAINT "office_hours_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The account's choice was its first user's (the address mailed until now): it becomes theirs.
INSERT INTO "member_preference" ("user_id", "handover_emails", "updated_at")
SELECT "account_id", "handover_emails", "updated_at" FROM "account_preference";--> statement-breakpoint
ALTER TABLE "account_preference" DROP COLUMN "handover_emails";