CREATE TABLE "booking" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"service_id" text,
	"service_name" text NOT NULL,
	"resource_id" text NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone,
	"contact_id" text,
	"conversation_id" text,
	"customer_name" text,
	"customer_email" text,
	"customer_phone" text,
	"manage_token_hash" text,
	"external_events" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_manage_token_hash_unique" UNIQUE("manage_token_hash")
);
--> statement-breakpoint
CREATE TABLE "booking_exception" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"resource_id" text,
	"day" text NOT NULL,
	"opens_minute" integer,
	"closes_minute" integer
);
--> statement-breakpoint
CREATE TABLE "booking_hours" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"resource_id" text,
	"weekday" integer NOT NULL,
	"opens_minute" integer NOT NULL,
	"closes_minute" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_resource" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_service" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_before_minutes" integer NOT NULL,
	"buffer_after_minutes" integer NOT NULL,
	"minimum_notice_minutes" integer NOT NULL,
	"days_ahead" integer NOT NULL,
	"price_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_service_agent" (
	"service_id" text NOT NULL,
	"agent_id" text NOT NULL,
	CONSTRAINT "booking_service_agent_service_id_agent_id_pk" PRIMARY KEY("service_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "booking_service_resource" (
	"service_id" text NOT NULL,
	"resource_id" text NOT NULL,
	CONSTRAINT "booking_service_resource_service_id_resource_id_pk" PRIMARY KEY("service_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"account_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_service_id_booking_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_service"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_resource_id_booking_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_contact_id_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_exception" ADD CONSTRAINT "booking_exception_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_exception" ADD CONSTRAINT "booking_exception_resource_id_booking_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_hours" ADD CONSTRAINT "booking_hours_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_hours" ADD CONSTRAINT "booking_hours_resource_id_booking_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_resource" ADD CONSTRAINT "booking_resource_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service" ADD CONSTRAINT "booking_service_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_agent" ADD CONSTRAINT "booking_service_agent_service_id_booking_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_agent" ADD CONSTRAINT "booking_service_agent_agent_id_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_resource" ADD CONSTRAINT "booking_service_resource_service_id_booking_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_resource" ADD CONSTRAINT "booking_service_resource_resource_id_booking_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_account_starts_idx" ON "booking" USING btree ("account_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_contact_idx" ON "booking" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "booking_exception_account_day_idx" ON "booking_exception" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "booking_hours_account_idx" ON "booking_hours" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "booking_resource_account_idx" ON "booking_resource" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_service_account_idx" ON "booking_service" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_service_agent_agent_idx" ON "booking_service_agent" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "booking_service_resource_resource_idx" ON "booking_service_resource" USING btree ("resource_id");--> statement-breakpoint
-- No double booking, whatever writes: two bookings that are not cancelled never overlap, buffers
-- included, on one resource. btree_gist lets the resource's id (text) join the time range in
-- one GiST index; PGlite ships it as PostgreSQL does.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_no_overlap" EXCLUDE USING gist (
  "resource_id" WITH =,
  tstzrange("blocked_from", "blocked_until", '[)') WITH &&
) WHERE ("status" <> 'cancelled');--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_times_ordered" CHECK ("starts_at" < "ends_at" AND "blocked_from" <= "starts_at" AND "ends_at" <= "blocked_until");
