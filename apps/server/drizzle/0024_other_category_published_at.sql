ALTER TABLE "businesses" ADD COLUMN "other_category" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "businesses_agency_category_idx" ON "businesses" USING btree ("agency_id","category");--> statement-breakpoint
CREATE INDEX "businesses_other_category_idx" ON "businesses" USING btree (lower("other_category")) WHERE "businesses"."category" = 'other';