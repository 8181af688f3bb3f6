CREATE TABLE "google_calendar_connection" (
	"account_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"access_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"calendars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"busy_calendars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booking_calendar" text,
	"busy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"busy_read_at" timestamp with time zone,
	"status" text DEFAULT 'connected' NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_oauth_state" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "calendar_connection" CASCADE;--> statement-breakpoint
ALTER TABLE "google_calendar_connection" ADD CONSTRAINT "google_calendar_connection_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_oauth_state" ADD CONSTRAINT "google_oauth_state_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_oauth_state_expires_at_idx" ON "google_oauth_state" USING btree ("expires_at");