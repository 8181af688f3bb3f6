-- A ticket's files are written to the upload store (storage_key) instead of the database;
-- files stored by older versions keep their bytes in content.
ALTER TABLE "ticket_attachment" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_attachment" ADD COLUMN "storage_key" text;