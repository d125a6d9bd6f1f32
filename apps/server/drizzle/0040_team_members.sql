ALTER TABLE "card_events" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "team_members_limit" integer;--> statement-breakpoint
ALTER TABLE "card_leads" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "card_leads" ADD COLUMN "member_name" text;--> statement-breakpoint
ALTER TABLE "card_tags" ADD COLUMN "member_id" text;--> statement-breakpoint
CREATE INDEX "card_events_card_member_idx" ON "card_events" USING btree ("card_no","member_id","created_at") WHERE "card_events"."member_id" is not null;--> statement-breakpoint
ALTER TABLE "card_leads" ADD CONSTRAINT "card_leads_member" CHECK (num_nonnulls("card_leads"."member_id", "card_leads"."member_name") in (0, 2));