CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_tax_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"gstin" text,
	"address" text NOT NULL,
	"state_code" text NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"sac_code" text NOT NULL,
	"invoice_prefix" text NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_tax_details" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"gstin" text,
	"legal_name" text,
	"address" text,
	"state_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"issuer_agency_id" uuid NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_issuer_agency_id_series_financial_year_pk" PRIMARY KEY("issuer_agency_id","series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"provider_refund_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"document_id" uuid NOT NULL,
	"credit_note_id" uuid,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" uuid,
	"created_by_franchisee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_provider_refund_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "payment_refunds_status" CHECK ("payment_refunds"."status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"check_code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issuer" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"business_id" uuid,
	"buyer_agency_id" uuid,
	"place_of_supply" text,
	"source" text NOT NULL,
	"record_no" integer NOT NULL,
	"payment_mode" text NOT NULL,
	"payment_reference" text,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"description" text NOT NULL,
	"sac_code" text NOT NULL,
	"taxable_paise" integer NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"rounding_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"credited_document_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_check_code_unique" UNIQUE("check_code"),
	CONSTRAINT "tax_documents_series_sequence_unique" UNIQUE("issuer_agency_id","series","financial_year","sequence"),
	CONSTRAINT "tax_documents_number_unique" UNIQUE("issuer_agency_id","number"),
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" in ('tax-invoice', 'receipt', 'credit-note')),
	CONSTRAINT "tax_documents_credit_note_links" CHECK (("tax_documents"."kind" = 'credit-note') = ("tax_documents"."credited_document_id" is not null)),
	CONSTRAINT "tax_documents_amounts" CHECK ("tax_documents"."total_paise" >= 0 and "tax_documents"."taxable_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_tax_settings" ADD CONSTRAINT "agency_tax_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_tax_settings" ADD CONSTRAINT "agency_tax_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_tax_details" ADD CONSTRAINT "business_tax_details_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_tax_details" ADD CONSTRAINT "business_tax_details_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_issuer_agency_id_agencies_id_fk" FOREIGN KEY ("issuer_agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_credit_note_id_tax_documents_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_created_by_franchisee_id_franchisees_id_fk" FOREIGN KEY ("created_by_franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_issuer_agency_id_agencies_id_fk" FOREIGN KEY ("issuer_agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_buyer_agency_id_agencies_id_fk" FOREIGN KEY ("buyer_agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_credited_document_id_tax_documents_id_fk" FOREIGN KEY ("credited_document_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("agency_id","provider_payment_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issuer_issued_idx" ON "tax_documents" USING btree ("issuer_agency_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_business_idx" ON "tax_documents" USING btree ("issuer_agency_id","business_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_buyer_agency_idx" ON "tax_documents" USING btree ("buyer_agency_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_payment_idx" ON "tax_documents" USING btree ("issuer_agency_id","source","record_no");--> statement-breakpoint
CREATE INDEX "tax_documents_credited_idx" ON "tax_documents" USING btree ("credited_document_id");--> statement-breakpoint
CREATE INDEX "tax_documents_provider_payment_idx" ON "tax_documents" USING btree ("provider_payment_id");