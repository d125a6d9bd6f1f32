CREATE TABLE "image_post_downloads" (
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"image_post_id" uuid NOT NULL,
	"ist_day" date NOT NULL,
	"frame" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_post_downloads_business_id_ist_day_image_post_id_pk" PRIMARY KEY("business_id","ist_day","image_post_id")
);
--> statement-breakpoint
CREATE TABLE "image_post_tags" (
	"image_post_id" uuid NOT NULL,
	"image_tag_id" uuid NOT NULL,
	CONSTRAINT "image_post_tags_image_post_id_image_tag_id_pk" PRIMARY KEY("image_post_id","image_tag_id")
);
--> statement-breakpoint
CREATE TABLE "image_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid,
	"image_subcategory_id" uuid NOT NULL,
	"media_type" text NOT NULL,
	"layout" text NOT NULL,
	"language" text NOT NULL,
	"post_date" date,
	"title" text,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text,
	"preview_key" text,
	"preview_status" text DEFAULT 'pending' NOT NULL,
	"created_by_user_id" uuid,
	"created_by_franchisee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_posts_media_type" CHECK ("image_posts"."media_type" in ('IMAGE', 'VIDEO')),
	CONSTRAINT "image_posts_layout" CHECK ("image_posts"."layout" in ('SQUARE', 'STORY')),
	CONSTRAINT "image_posts_preview_status" CHECK ("image_posts"."preview_status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "image_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_events" ADD COLUMN "greeting_image_id" uuid;--> statement-breakpoint
ALTER TABLE "image_post_downloads" ADD CONSTRAINT "image_post_downloads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_post_downloads" ADD CONSTRAINT "image_post_downloads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_post_downloads" ADD CONSTRAINT "image_post_downloads_image_post_id_image_posts_id_fk" FOREIGN KEY ("image_post_id") REFERENCES "public"."image_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_post_tags" ADD CONSTRAINT "image_post_tags_image_post_id_image_posts_id_fk" FOREIGN KEY ("image_post_id") REFERENCES "public"."image_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_post_tags" ADD CONSTRAINT "image_post_tags_image_tag_id_image_tags_id_fk" FOREIGN KEY ("image_tag_id") REFERENCES "public"."image_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_posts" ADD CONSTRAINT "image_posts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_posts" ADD CONSTRAINT "image_posts_image_subcategory_id_image_subcategories_id_fk" FOREIGN KEY ("image_subcategory_id") REFERENCES "public"."image_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_posts" ADD CONSTRAINT "image_posts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_posts" ADD CONSTRAINT "image_posts_created_by_franchisee_id_franchisees_id_fk" FOREIGN KEY ("created_by_franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_tags" ADD CONSTRAINT "image_tags_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_post_downloads_post_idx" ON "image_post_downloads" USING btree ("image_post_id");--> statement-breakpoint
CREATE INDEX "image_post_tags_tag_idx" ON "image_post_tags" USING btree ("image_tag_id");--> statement-breakpoint
CREATE INDEX "image_posts_agency_created_idx" ON "image_posts" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "image_posts_agency_date_idx" ON "image_posts" USING btree ("agency_id","post_date");--> statement-breakpoint
CREATE INDEX "image_posts_subcategory_idx" ON "image_posts" USING btree ("image_subcategory_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "image_tags_owner_name_unique" ON "image_tags" USING btree (coalesce("agency_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "card_events_card_greeting_idx" ON "card_events" USING btree ("card_no","greeting_image_id","created_at") WHERE "card_events"."greeting_image_id" is not null;