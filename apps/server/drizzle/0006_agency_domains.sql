ALTER TABLE "agencies" ADD COLUMN "domain_verification_token" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "ssl_enabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "franchisees_agency_created_idx" ON "franchisees" USING btree ("agency_id","created_at");
