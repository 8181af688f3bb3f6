ALTER TABLE "booking" DROP CONSTRAINT "booking_resource_id_booking_resource_id_fk";
--> statement-breakpoint
ALTER TABLE "booking" ALTER COLUMN "resource_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_resource_id_booking_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resource"("id") ON DELETE set null ON UPDATE no action;