-- Usage is counted from the conversations now: the stored counters held the specification's
-- sample figures.
DROP TABLE "usage_counter" CASCADE;--> statement-breakpoint
DROP TABLE "usage_day" CASCADE;