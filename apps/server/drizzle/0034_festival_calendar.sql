ALTER TABLE "image_posts" ADD COLUMN "festival_key" text;--> statement-breakpoint
CREATE INDEX "image_posts_festival_idx" ON "image_posts" USING btree ("festival_key","agency_id") WHERE "festival_key" is not null;--> statement-breakpoint
CREATE TABLE "festival_reminders" (
	"agency_id" uuid NOT NULL,
	"festival_key" text NOT NULL,
	"festival_date" date NOT NULL,
	"lead_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "festival_reminders_unique" UNIQUE("agency_id","festival_key","festival_date","lead_days")
);--> statement-breakpoint
ALTER TABLE "festival_reminders" ADD CONSTRAINT "festival_reminders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_notifications" DROP CONSTRAINT "admin_notifications_kind";--> statement-breakpoint
ALTER TABLE "admin_notifications" ADD CONSTRAINT "admin_notifications_kind" CHECK ("admin_notifications"."kind" in ('new-customer', 'payment-received', 'manual-payment', 'image-request', 'bill-move-out', 'festival-reminder'));
