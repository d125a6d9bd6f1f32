ALTER TABLE "card_events" ADD COLUMN "source" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_events" ADD CONSTRAINT "card_events_source" CHECK ("card_events"."source" in ('card', 'greeting', 'qr', 'pdf_card'));--> statement-breakpoint
-- Views counted before sources existed: those tagged with a greeting came from one.
UPDATE "card_events" SET "source" = 'greeting' WHERE "greeting_image_id" IS NOT NULL;
