CREATE TABLE "card_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"card_no" integer NOT NULL,
	"kind" text NOT NULL,
	"action" text,
	"target" text,
	"visitor_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"card_no" serial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"card_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"sections" jsonb NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_business_unique" UNIQUE("business_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"hierarchy1" text NOT NULL,
	"hierarchy2" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by_user_id" uuid,
	"uploaded_by_franchisee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "image_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_subcategories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_category_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "is_fixed_expiry_date" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "image_post_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "card_events" ADD CONSTRAINT "card_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_events" ADD CONSTRAINT "card_events_card_no_cards_card_no_fk" FOREIGN KEY ("card_no") REFERENCES "public"."cards"("card_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_franchisee_id_franchisees_id_fk" FOREIGN KEY ("uploaded_by_franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_categories" ADD CONSTRAINT "image_categories_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_subcategories" ADD CONSTRAINT "image_subcategories_image_category_id_image_categories_id_fk" FOREIGN KEY ("image_category_id") REFERENCES "public"."image_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_events_card_created_idx" ON "card_events" USING btree ("card_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_agency_card_id_unique" ON "cards" USING btree ("agency_id","card_id") WHERE "cards"."card_id" is not null;--> statement-breakpoint
CREATE INDEX "cards_agency_status_idx" ON "cards" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "cards_agency_done_idx" ON "cards" USING btree ("agency_id","is_done");--> statement-breakpoint
CREATE INDEX "documents_agency_hierarchy_idx" ON "documents" USING btree ("agency_id","hierarchy1","hierarchy2");--> statement-breakpoint
CREATE INDEX "image_categories_name_idx" ON "image_categories" USING btree ("name","agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "image_subcategories_category_key_unique" ON "image_subcategories" USING btree ("image_category_id","key");--> statement-breakpoint
CREATE INDEX "image_subcategories_key_idx" ON "image_subcategories" USING btree ("key");--> statement-breakpoint
CREATE INDEX "businesses_agency_created_idx" ON "businesses" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "businesses_agency_franchisee_idx" ON "businesses" USING btree ("agency_id","made_by_franchisee_id");