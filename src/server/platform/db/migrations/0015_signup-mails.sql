-- Sign-up mails verification links and notes to owners whose address someone tried to sign up
-- with: each account gets only a few of each an hour, counted here.
CREATE TABLE "signup_mail_sent" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signup_mail_sent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signup_mail_sent" ADD CONSTRAINT "signup_mail_sent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signup_mail_sent_user_id_kind_sent_at_idx" ON "signup_mail_sent" USING btree ("user_id","kind","sent_at");