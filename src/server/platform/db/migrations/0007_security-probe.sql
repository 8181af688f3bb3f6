CREATE TABLE "reset_mail_sent" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reset_mail_sent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_failure" ADD COLUMN "client_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reset_mail_sent" ADD CONSTRAINT "reset_mail_sent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reset_mail_sent_user_id_sent_at_idx" ON "reset_mail_sent" USING btree ("user_id","sent_at");