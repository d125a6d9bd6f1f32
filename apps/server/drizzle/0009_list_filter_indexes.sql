-- The card filters of All Businesses / All Projects (status, done) join cards to the
-- businesses a search found. Keyed by the filter and then business_id, the join reads an
-- index-only range instead of every card of the platform: the count of a broad search at
-- 100,000 businesses drops from ~38 ms to ~24 ms (bench/admin-scale.ts).
CREATE INDEX "cards_status_business_idx" ON "cards" USING btree ("status","business_id");
--> statement-breakpoint
CREATE INDEX "cards_done_business_idx" ON "cards" USING btree ("is_done","business_id");
