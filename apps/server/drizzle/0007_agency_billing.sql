CREATE TABLE "agency_billing_prices" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"billed_by_agency_id" uuid NOT NULL,
	"per_card_monthly_paise" integer NOT NULL,
	"annual_fee_paise" integer NOT NULL,
	"greetings_fee_paise" integer NOT NULL,
	"pdf_card_fee_paise" integer NOT NULL,
	"billing_from_year" integer NOT NULL,
	"billing_from_month" integer NOT NULL,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" integer,
	"month" integer,
	"unit_price_paise" integer NOT NULL,
	"card_count" integer DEFAULT 0 NOT NULL,
	"amount_due_paise" integer NOT NULL,
	"amount_paid_paise" integer DEFAULT 0 NOT NULL,
	"invoice_number" text,
	"invoice_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_bills_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "agency_bills_agency_kind_period_unique" UNIQUE NULLS NOT DISTINCT("agency_id","kind","year","month"),
	CONSTRAINT "agency_bills_kind_period" CHECK (("agency_bills"."kind" = 'month' and "agency_bills"."year" is not null and "agency_bills"."month" between 1 and 12)
        or ("agency_bills"."kind" = 'annual' and "agency_bills"."year" is not null and "agency_bills"."month" is null)
        or ("agency_bills"."kind" in ('greetings', 'pdf-card') and "agency_bills"."year" is null and "agency_bills"."month" is null))
);
--> statement-breakpoint
CREATE TABLE "agency_bill_cards" (
	"bill_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"card_no" integer NOT NULL,
	"card_id" text,
	"business_id" uuid,
	"business_name" text NOT NULL,
	"added_manually" boolean DEFAULT false NOT NULL,
	"added_by_user_id" uuid,
	"added_at" timestamp with time zone NOT NULL,
	"moved_out_at" timestamp with time zone,
	"moved_out_by_user_id" uuid,
	"moved_out_reason" text,
	CONSTRAINT "agency_bill_cards_bill_id_card_no_pk" PRIMARY KEY("bill_id","card_no")
);
--> statement-breakpoint
CREATE TABLE "agency_bill_payments" (
	"record_no" serial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"provider_order_id" text,
	"is_manual_update" boolean DEFAULT false NOT NULL,
	"recorded_by_user_id" uuid,
	"recorded_by_franchisee_id" uuid,
	"paid_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_bill_payments_provider_payment_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "agency_bill_payments_provider_order_unique" UNIQUE("provider_order_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "business_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "agency_bill_id" uuid;--> statement-breakpoint
ALTER TABLE "agency_billing_prices" ADD CONSTRAINT "agency_billing_prices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_billing_prices" ADD CONSTRAINT "agency_billing_prices_billed_by_agency_id_agencies_id_fk" FOREIGN KEY ("billed_by_agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_billing_prices" ADD CONSTRAINT "agency_billing_prices_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bills" ADD CONSTRAINT "agency_bills_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bill_cards" ADD CONSTRAINT "agency_bill_cards_bill_id_agency_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."agency_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bill_cards" ADD CONSTRAINT "agency_bill_cards_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bill_cards" ADD CONSTRAINT "agency_bill_cards_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bill_cards" ADD CONSTRAINT "agency_bill_cards_moved_out_by_user_id_users_id_fk" FOREIGN KEY ("moved_out_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bill_payments" ADD CONSTRAINT "agency_bill_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bill_payments" ADD CONSTRAINT "agency_bill_payments_bill_id_agency_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."agency_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bill_payments" ADD CONSTRAINT "agency_bill_payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bill_payments" ADD CONSTRAINT "agency_bill_payments_recorded_by_franchisee_id_franchisees_id_fk" FOREIGN KEY ("recorded_by_franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_agency_bill_id_agency_bills_id_fk" FOREIGN KEY ("agency_bill_id") REFERENCES "public"."agency_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_bill_cards_agency_idx" ON "agency_bill_cards" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "agency_bill_payments_bill_idx" ON "agency_bill_payments" USING btree ("agency_id","bill_id","paid_at");--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_kind_fields";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_kind_fields" CHECK (("payment_orders"."kind" = 'card' and "payment_orders"."plan_id" is not null and "payment_orders"."plan_snapshot" is not null)
        or ("payment_orders"."kind" = 'pdf-card' and "payment_orders"."pdf_card_no" is not null and "payment_orders"."plan_id" is not null)
        or ("payment_orders"."kind" = 'promotional-video' and "payment_orders"."quantity" is not null)
        or ("payment_orders"."kind" = 'agency-bill' and "payment_orders"."agency_bill_id" is not null));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_business_kind" CHECK (("payment_orders"."kind" = 'agency-bill') = ("payment_orders"."business_id" is null));
