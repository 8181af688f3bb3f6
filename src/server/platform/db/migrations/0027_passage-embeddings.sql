CREATE TABLE "passage_embedding" (
	"passage_id" bigint PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"model" text NOT NULL,
	"vector" "bytea" NOT NULL
);
--> statement-breakpoint
-- An account keeps one choice per purpose: the model that answers, and the one that reads by meaning.
ALTER TABLE "answer_engine_settings" ADD COLUMN "purpose" text DEFAULT 'answers' NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_engine_settings" DROP CONSTRAINT "answer_engine_settings_pkey";--> statement-breakpoint
ALTER TABLE "answer_engine_settings" ADD CONSTRAINT "answer_engine_settings_account_id_purpose_pk" PRIMARY KEY("account_id","purpose");--> statement-breakpoint
ALTER TABLE "knowledge_revision" ADD COLUMN "embeddings" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "passage_embedding" ADD CONSTRAINT "passage_embedding_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passage_embedding_account_idx" ON "passage_embedding" USING btree ("account_id","model");
