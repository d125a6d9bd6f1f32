CREATE TABLE "pdf_cards" (
	"pdf_card_no" serial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"registered_phone_number" text,
	"company_name" text NOT NULL,
	"mails" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"exports_allowed" integer DEFAULT 0 NOT NULL,
	"exports_used" integer DEFAULT 0 NOT NULL,
	"show_sample_watermark" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_payments" (
	"record_no" serial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"pdf_card_no" integer,
	"plan_id" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"provider_order_id" text,
	"is_manual_update" boolean DEFAULT false NOT NULL,
	"recorded_by_user_id" uuid,
	"recorded_by_franchisee_id" uuid,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_payments_provider_payment_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "product_payments_provider_order_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "product_payments_kind_fields" CHECK (("product_payments"."kind" = 'pdf-card' and "product_payments"."pdf_card_no" is not null and "product_payments"."plan_id" is not null)
        or ("product_payments"."kind" = 'promotional-video' and "product_payments"."pdf_card_no" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "plan_snapshot" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "pdf_card_no" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "pdf_cards" ADD CONSTRAINT "pdf_cards_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_cards" ADD CONSTRAINT "pdf_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_payments" ADD CONSTRAINT "product_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_payments" ADD CONSTRAINT "product_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_payments" ADD CONSTRAINT "product_payments_pdf_card_no_pdf_cards_pdf_card_no_fk" FOREIGN KEY ("pdf_card_no") REFERENCES "public"."pdf_cards"("pdf_card_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_payments" ADD CONSTRAINT "product_payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_payments" ADD CONSTRAINT "product_payments_recorded_by_franchisee_id_franchisees_id_fk" FOREIGN KEY ("recorded_by_franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdf_cards_agency_business_idx" ON "pdf_cards" USING btree ("agency_id","business_id");--> statement-breakpoint
CREATE INDEX "product_payments_agency_business_idx" ON "product_payments" USING btree ("agency_id","business_id","kind","paid_at");--> statement-breakpoint
CREATE INDEX "product_payments_pdf_card_idx" ON "product_payments" USING btree ("pdf_card_no");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_pdf_card_no_pdf_cards_pdf_card_no_fk" FOREIGN KEY ("pdf_card_no") REFERENCES "public"."pdf_cards"("pdf_card_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_kind_fields" CHECK (("payment_orders"."kind" = 'card' and "payment_orders"."plan_id" is not null and "payment_orders"."plan_snapshot" is not null)
        or ("payment_orders"."kind" = 'pdf-card' and "payment_orders"."pdf_card_no" is not null and "payment_orders"."plan_id" is not null)
        or ("payment_orders"."kind" = 'promotional-video' and "payment_orders"."quantity" is not null));