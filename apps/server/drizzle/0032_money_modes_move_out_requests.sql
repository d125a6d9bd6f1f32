CREATE TABLE "agency_bill_move_out_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"card_no" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_user_id" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "agency_bill_move_out_requests_status" CHECK ("agency_bill_move_out_requests"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "admin_notifications" DROP CONSTRAINT "admin_notifications_kind";--> statement-breakpoint
ALTER TABLE "agency_bill_payments" ADD COLUMN "payment_mode" text;--> statement-breakpoint
ALTER TABLE "agency_bill_payments" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "payment_mode" text;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "product_payments" ADD COLUMN "payment_mode" text;--> statement-breakpoint
ALTER TABLE "product_payments" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "agency_bill_move_out_requests" ADD CONSTRAINT "agency_bill_move_out_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bill_move_out_requests" ADD CONSTRAINT "agency_bill_move_out_requests_bill_id_agency_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."agency_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bill_move_out_requests" ADD CONSTRAINT "agency_bill_move_out_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bill_move_out_requests" ADD CONSTRAINT "agency_bill_move_out_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_bill_move_out_requests_pending_unique" ON "agency_bill_move_out_requests" USING btree ("bill_id","card_no") WHERE "agency_bill_move_out_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agency_bill_move_out_requests_status_idx" ON "agency_bill_move_out_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "agency_bill_move_out_requests_agency_idx" ON "agency_bill_move_out_requests" USING btree ("agency_id","requested_at");--> statement-breakpoint
ALTER TABLE "admin_notifications" ADD CONSTRAINT "admin_notifications_kind" CHECK ("admin_notifications"."kind" in ('new-customer', 'payment-received', 'manual-payment', 'image-request', 'bill-move-out'));