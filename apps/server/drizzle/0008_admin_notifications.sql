CREATE TABLE "admin_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"business_id" uuid,
	"franchisee_id" uuid,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_notifications_agency_source_unique" UNIQUE("agency_id","source_key"),
	CONSTRAINT "admin_notifications_kind" CHECK ("admin_notifications"."kind" in ('new-customer', 'payment-received', 'manual-payment', 'image-request'))
);
--> statement-breakpoint
CREATE TABLE "admin_notification_reads" (
	"notification_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"reader_user_id" uuid,
	"reader_franchisee_id" uuid,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_notification_reads_one_reader" CHECK (num_nonnulls("admin_notification_reads"."reader_user_id", "admin_notification_reads"."reader_franchisee_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "image_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"requested_by_user_id" uuid,
	"category" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_notifications" ADD CONSTRAINT "admin_notifications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_notifications" ADD CONSTRAINT "admin_notifications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_notifications" ADD CONSTRAINT "admin_notifications_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_notification_reads" ADD CONSTRAINT "admin_notification_reads_notification_id_admin_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."admin_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_notification_reads" ADD CONSTRAINT "admin_notification_reads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_notification_reads" ADD CONSTRAINT "admin_notification_reads_reader_user_id_users_id_fk" FOREIGN KEY ("reader_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_notification_reads" ADD CONSTRAINT "admin_notification_reads_reader_franchisee_id_franchisees_id_fk" FOREIGN KEY ("reader_franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_requests" ADD CONSTRAINT "image_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_requests" ADD CONSTRAINT "image_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_requests" ADD CONSTRAINT "image_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_notifications_agency_created_idx" ON "admin_notifications" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "admin_notifications_agency_franchisee_created_idx" ON "admin_notifications" USING btree ("agency_id","franchisee_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_notification_reads_user_unique" ON "admin_notification_reads" USING btree ("reader_user_id","notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_notification_reads_franchisee_unique" ON "admin_notification_reads" USING btree ("reader_franchisee_id","notification_id");--> statement-breakpoint
CREATE INDEX "admin_notification_reads_notification_idx" ON "admin_notification_reads" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "image_requests_agency_business_created_idx" ON "image_requests" USING btree ("agency_id","business_id","created_at");
