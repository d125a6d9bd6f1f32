-- Greetings that suit the shop (docs/product-rules.md#greetings-relevance): the business
-- category keys a post suits; empty: a general post, for every business.
ALTER TABLE "image_posts" ADD COLUMN "suited_categories" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
-- Frame kinds per business category (docs/product-rules.md#greetings-frames): an agency's
-- choice for a category overrides the default (political kind only for political categories).
CREATE TABLE "agency_category_frame_kinds" (
	"agency_id" uuid NOT NULL,
	"category_key" text NOT NULL,
	"kinds" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_category_frame_kinds_agency_id_category_key_pk" PRIMARY KEY("agency_id","category_key"),
	CONSTRAINT "agency_category_frame_kinds_kinds" CHECK (cardinality("kinds") > 0 AND "kinds" <@ ARRAY['regular', 'product', 'political']::text[])
);
--> statement-breakpoint
ALTER TABLE "agency_category_frame_kinds" ADD CONSTRAINT "agency_category_frame_kinds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A political business category, so the political frames (the person's photo, name and
-- designation) have businesses to go to out of the box.
INSERT INTO "image_subcategories" ("image_category_id", "key", "name", "sort")
SELECT c."id", 'politician', 'Politician', 31
FROM "image_categories" c
WHERE c."name" = 'Business Category' AND c."agency_id" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "image_subcategories" s WHERE s."image_category_id" = c."id" AND s."key" = 'politician'
  );
