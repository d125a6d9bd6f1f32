CREATE TABLE "card_feedback" (
	"feedback_no" serial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"card_no" integer,
	"card_id" text NOT NULL,
	"rating" integer NOT NULL,
	"message" text NOT NULL,
	"name" text NOT NULL,
	"contact" text,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_feedback_rating" CHECK ("card_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "card_leads" (
	"lead_no" serial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"card_no" integer,
	"card_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"card_link" text,
	"source" text NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_leads_source" CHECK ("card_leads"."source" in ('card', 'greeting', 'qr', 'pdf_card')),
	CONSTRAINT "card_leads_phone_or_link" CHECK (num_nonnulls("card_leads"."phone", "card_leads"."card_link") >= 1)
);
--> statement-breakpoint
CREATE TABLE "enquiry_reads" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_feedback" ADD CONSTRAINT "card_feedback_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_feedback" ADD CONSTRAINT "card_feedback_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_feedback" ADD CONSTRAINT "card_feedback_card_no_cards_card_no_fk" FOREIGN KEY ("card_no") REFERENCES "public"."cards"("card_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_leads" ADD CONSTRAINT "card_leads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_leads" ADD CONSTRAINT "card_leads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_leads" ADD CONSTRAINT "card_leads_card_no_cards_card_no_fk" FOREIGN KEY ("card_no") REFERENCES "public"."cards"("card_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_reads" ADD CONSTRAINT "enquiry_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_reads" ADD CONSTRAINT "enquiry_reads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_feedback_agency_business_no_idx" ON "card_feedback" USING btree ("agency_id","business_id","feedback_no");--> statement-breakpoint
CREATE INDEX "card_feedback_business_created_idx" ON "card_feedback" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "card_feedback_ip_created_idx" ON "card_feedback" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "card_leads_agency_business_no_idx" ON "card_leads" USING btree ("agency_id","business_id","lead_no");--> statement-breakpoint
CREATE INDEX "card_leads_business_created_idx" ON "card_leads" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "card_leads_ip_created_idx" ON "card_leads" USING btree ("ip_hash","created_at");