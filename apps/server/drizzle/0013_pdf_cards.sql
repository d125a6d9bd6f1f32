CREATE TABLE "pdf_card_exports" (
	"pdf_card_no" integer NOT NULL,
	"version" integer NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"template_code" text NOT NULL,
	"details" jsonb NOT NULL,
	"card_version" integer NOT NULL,
	"paid_by" text NOT NULL,
	"exported_by_user_id" uuid,
	"exported_by_franchisee_id" uuid,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_card_exports_pdf_card_no_version_pk" PRIMARY KEY("pdf_card_no","version")
);
--> statement-breakpoint
ALTER TABLE "pdf_cards" ADD COLUMN "template_code" text DEFAULT 'cr80-classic-portrait' NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_cards" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "pdf_cards" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_cards" ADD COLUMN "verify_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_cards" ADD COLUMN "check_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_cards" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pdf_cards" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_card_exports" ADD CONSTRAINT "pdf_card_exports_pdf_card_no_pdf_cards_pdf_card_no_fk" FOREIGN KEY ("pdf_card_no") REFERENCES "public"."pdf_cards"("pdf_card_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_card_exports" ADD CONSTRAINT "pdf_card_exports_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_card_exports" ADD CONSTRAINT "pdf_card_exports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_card_exports" ADD CONSTRAINT "pdf_card_exports_exported_by_user_id_users_id_fk" FOREIGN KEY ("exported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_card_exports" ADD CONSTRAINT "pdf_card_exports_exported_by_franchisee_id_franchisees_id_fk" FOREIGN KEY ("exported_by_franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdf_cards_agency_created_idx" ON "pdf_cards" USING btree ("agency_id","created_at","pdf_card_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_cards_verify_id_unique" ON "pdf_cards" USING btree ("verify_id");