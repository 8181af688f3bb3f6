CREATE TABLE "caldav_connection" (
	"account_id" text PRIMARY KEY NOT NULL,
	"server_url" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"calendars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"busy_calendars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booking_calendar" text,
	"busy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"busy_read_at" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_sync" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"told" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caldav_connection" ADD CONSTRAINT "caldav_connection_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sync" ADD CONSTRAINT "calendar_sync_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_sync_due_idx" ON "calendar_sync" USING btree ("due_at");