CREATE TABLE "meta_oauth_state" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_page" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"page_id" text NOT NULL,
	"page_name" text NOT NULL,
	"instagram_id" text,
	"instagram_username" text,
	"token_sealed" text NOT NULL,
	"messenger_agent_id" text,
	"instagram_agent_id" text,
	"status" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meta_page_page_id_unique" UNIQUE("page_id"),
	CONSTRAINT "meta_page_instagram_id_unique" UNIQUE("instagram_id")
);
--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "delivery_note" text;--> statement-breakpoint
ALTER TABLE "meta_oauth_state" ADD CONSTRAINT "meta_oauth_state_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_page" ADD CONSTRAINT "meta_page_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_page" ADD CONSTRAINT "meta_page_messenger_agent_id_agent_id_fk" FOREIGN KEY ("messenger_agent_id") REFERENCES "public"."agent"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_page" ADD CONSTRAINT "meta_page_instagram_agent_id_agent_id_fk" FOREIGN KEY ("instagram_agent_id") REFERENCES "public"."agent"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meta_oauth_state_expires_at_idx" ON "meta_oauth_state" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "meta_page_account_idx" ON "meta_page" USING btree ("account_id");