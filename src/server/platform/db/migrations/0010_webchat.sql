CREATE TABLE "webchat_settings" (
	"agent_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"public_id" text NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"color" text NOT NULL,
	"position" text NOT NULL,
	"launcher_label" text NOT NULL,
	"display_name" text,
	"avatar_url" text,
	"identity_secret" text,
	"identity_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webchat_settings_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "webchat_settings" ADD CONSTRAINT "webchat_settings_agent_id_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webchat_settings" ADD CONSTRAINT "webchat_settings_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;