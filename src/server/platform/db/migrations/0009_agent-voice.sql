ALTER TABLE "agent" ADD COLUMN "answer_threshold" real DEFAULT 0.43 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent" ADD COLUMN "personality" jsonb;--> statement-breakpoint
-- The briefing's tone and templates become the personality's tone and custom responses: where
-- both were saved, the personality (what the agents spoke with) wins; where only the briefing
-- was, the personality takes the briefing's (the rest of it reads as the defaults).
UPDATE "business_briefing" AS b SET "briefing" = b."briefing" || jsonb_build_object('tonePreference', p."settings"->'tone', 'responseTemplates', p."settings"->'customResponses') FROM "personality_settings" AS p WHERE p."account_id" = b."account_id";--> statement-breakpoint
INSERT INTO "personality_settings" ("account_id", "settings") SELECT b."account_id", jsonb_build_object('tone', b."briefing"->'tonePreference', 'customResponses', b."briefing"->'responseTemplates') FROM "business_briefing" AS b ON CONFLICT ("account_id") DO NOTHING;
