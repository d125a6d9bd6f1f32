ALTER TABLE "card_feedback" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_feedback" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "card_leads" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_leads" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "card_feedback" ADD CONSTRAINT "card_feedback_consent" CHECK (num_nonnulls("card_feedback"."consented_at", "card_feedback"."notice_version") in (0, 2));--> statement-breakpoint
ALTER TABLE "card_leads" ADD CONSTRAINT "card_leads_consent" CHECK (num_nonnulls("card_leads"."consented_at", "card_leads"."notice_version") in (0, 2));