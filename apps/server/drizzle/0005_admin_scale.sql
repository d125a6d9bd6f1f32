-- All Businesses / All Projects at 100,000 businesses per agency (issue 5): trigram indexes
-- for the contains-search keys, btree indexes for the sort keys, and the card row actions'
-- columns. pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "card_limit" integer;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "image_post_settings" jsonb;
--> statement-breakpoint
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin ("business_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cards_card_id_trgm_idx" ON "cards" USING gin ("card_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cards_company_name_trgm_idx" ON "cards" USING gin ((("sections" -> 'basicDetails') ->> 'companyName') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cards_template_trgm_idx" ON "cards" USING gin ((("sections" -> 'template') ->> 'templateId') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "businesses_agency_name_idx" ON "businesses" USING btree ("agency_id","business_name","id");
--> statement-breakpoint
CREATE INDEX "businesses_agency_expiry_idx" ON "businesses" USING btree ("agency_id","expiry_date_for_customer","id");
--> statement-breakpoint
CREATE INDEX "businesses_agency_created_id_idx" ON "businesses" USING btree ("agency_id","created_at","id");
