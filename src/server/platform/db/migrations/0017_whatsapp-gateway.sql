-- WhatsApp through a gateway: each instance answers with one agent (an agent on one number)
-- and authenticates the gateway's webhook calls by a secret (its hash kept); a pairing keeps
-- the latest QR code the gateway issued and the secret given to the gateway for it.
ALTER TABLE "whatsapp_instance" ADD COLUMN "agent_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_instance" ADD COLUMN "webhook_secret_hash" text;--> statement-breakpoint
ALTER TABLE "whatsapp_pairing" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "whatsapp_pairing" ADD COLUMN "webhook_secret_hash" text;--> statement-breakpoint
ALTER TABLE "whatsapp_instance" ADD CONSTRAINT "whatsapp_instance_agent_id_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_instance_agent_id_idx" ON "whatsapp_instance" USING btree ("agent_id");