CREATE TABLE "knowledge_revision" (
	"account_id" text PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_revision" ADD CONSTRAINT "knowledge_revision_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counts each change to an account's knowledge sources, once per statement whatever its rows.
-- Passages are written only in a transaction that also writes their source's row, and they are
-- searched only once their source is 'indexed', so this one table tells every change. Not for an
-- account being deleted: its revision goes with it.
CREATE FUNCTION "count_knowledge_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "knowledge_revision" ("account_id", "revision")
  SELECT DISTINCT "changed"."account_id", 1 FROM "changed"
  WHERE EXISTS (SELECT 1 FROM "user" WHERE "user"."id" = "changed"."account_id")
  ORDER BY 1
  ON CONFLICT ("account_id") DO UPDATE SET "revision" = "knowledge_revision"."revision" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "knowledge_source_inserted" AFTER INSERT ON "knowledge_source"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "count_knowledge_revision"();
--> statement-breakpoint
CREATE TRIGGER "knowledge_source_updated" AFTER UPDATE ON "knowledge_source"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "count_knowledge_revision"();
--> statement-breakpoint
CREATE TRIGGER "knowledge_source_deleted" AFTER DELETE ON "knowledge_source"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "count_knowledge_revision"();
