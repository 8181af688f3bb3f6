CREATE TABLE "whatsapp_pairing" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"instance_id" text,
	"name" text,
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_pairing" ADD CONSTRAINT "whatsapp_pairing_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_pairing_expires_at_idx" ON "whatsapp_pairing" USING btree ("expires_at");