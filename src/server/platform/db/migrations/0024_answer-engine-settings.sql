-- Each account's choice of answer engine on AI Configuration: the built-in responder or a model
-- at a provider, with the model's key sealed. Accounts without a row use the install's default.
CREATE TABLE "answer_engine_settings" (
	"account_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"base_url" text,
	"model" text,
	"api_key_sealed" text,
	"api_key_ending" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_engine_settings" ADD CONSTRAINT "answer_engine_settings_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;