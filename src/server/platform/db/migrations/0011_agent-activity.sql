-- An agent's conversation count and last activity are read from its conversations now: the
-- stored figures were the specification's samples, never updated.
ALTER TABLE "agent" DROP COLUMN "conversations";--> statement-breakpoint
ALTER TABLE "agent" DROP COLUMN "last_active";
