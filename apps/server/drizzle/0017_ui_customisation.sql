CREATE TABLE "ui_customisation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"placement" text NOT NULL,
	"style" text NOT NULL,
	"height" text NOT NULL,
	"display_mode" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"button_label" text,
	"image_url" text NOT NULL,
	"link_url" text,
	"sort_order" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ui_customisation_items" ADD CONSTRAINT "ui_customisation_items_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ui_customisation_items_agency_order_idx" ON "ui_customisation_items" USING btree ("agency_id","sort_order");