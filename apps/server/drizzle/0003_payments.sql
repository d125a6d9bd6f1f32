CREATE TABLE "card_payments" (
	"record_no" serial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"plan_snapshot" jsonb NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"provider_order_id" text,
	"is_manual_update" boolean DEFAULT false NOT NULL,
	"recorded_by_user_id" uuid,
	"recorded_by_franchisee_id" uuid,
	"paid_at" timestamp with time zone NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"renew" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payments_provider_payment_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "card_payments_provider_order_unique" UNIQUE("provider_order_id")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_order_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text DEFAULT 'card' NOT NULL,
	"plan_id" text NOT NULL,
	"plan_snapshot" jsonb NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"receipt" text NOT NULL,
	"created_by_user_id" uuid,
	"created_by_franchisee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_provider_order_unique" UNIQUE("provider_order_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"provider_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"validity_years" integer NOT NULL,
	"digital_card_included" boolean NOT NULL,
	"digital_card_limit" integer NOT NULL,
	"greeting_images_included" boolean NOT NULL,
	"greeting_images_limit" integer NOT NULL,
	"greeting_videos_included" boolean NOT NULL,
	"greeting_videos_limit" integer NOT NULL,
	"pdf_card_included" boolean NOT NULL,
	"pdf_card_limit" integer NOT NULL,
	"promotional_video_included" boolean NOT NULL,
	"promotional_video_limit" integer NOT NULL,
	"frame_visibility" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "payment_settings" jsonb;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "plan_limits" jsonb;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "frame_visibility" jsonb;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_recorded_by_franchisee_id_franchisees_id_fk" FOREIGN KEY ("recorded_by_franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_created_by_franchisee_id_franchisees_id_fk" FOREIGN KEY ("created_by_franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payments_agency_business_idx" ON "card_payments" USING btree ("agency_id","business_id","paid_at");--> statement-breakpoint
CREATE INDEX "payment_orders_agency_business_idx" ON "payment_orders" USING btree ("agency_id","business_id");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "subscription_plans_agency_idx" ON "subscription_plans" USING btree ("agency_id","created_at");