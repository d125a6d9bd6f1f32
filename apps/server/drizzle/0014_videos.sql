CREATE TABLE "user_videos" (
	"video_no" serial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"template_id" uuid,
	"image_post_id" uuid,
	"frame" text,
	"frame_kind" text,
	"layout" text NOT NULL,
	"details" jsonb,
	"ist_day" date NOT NULL,
	"render_status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"output_key" text,
	"poster_key" text,
	"duration_sec" double precision,
	"size_bytes" integer,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "user_videos_kind" CHECK ("user_videos"."kind" in ('promotional', 'greeting')),
	CONSTRAINT "user_videos_render_status" CHECK ("user_videos"."render_status" in ('queued', 'rendering', 'ready', 'failed')),
	CONSTRAINT "user_videos_status" CHECK ("user_videos"."status" in ('active', 'hidden')),
	CONSTRAINT "user_videos_layout" CHECK ("user_videos"."layout" in ('SQUARE_VIDEO', 'STORY_VIDEO')),
	CONSTRAINT "user_videos_source" CHECK (("user_videos"."kind" = 'promotional' and "user_videos"."image_post_id" is null) or ("user_videos"."kind" = 'greeting' and "user_videos"."template_id" is null))
);
--> statement-breakpoint
CREATE TABLE "video_template_uses" (
	"template_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ist_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_template_uses_template_id_user_id_ist_day_pk" PRIMARY KEY("template_id","user_id","ist_day")
);
--> statement-breakpoint
CREATE TABLE "video_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"duration" double precision NOT NULL,
	"source_key" text NOT NULL,
	"source_width" integer NOT NULL,
	"source_height" integer NOT NULL,
	"source_duration" double precision NOT NULL,
	"source_has_audio" boolean DEFAULT false NOT NULL,
	"music_key" text,
	"slots" jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"preview_status" text DEFAULT 'pending' NOT NULL,
	"preview_key" text,
	"poster_key" text,
	"preview_error" text,
	"created_by_user_id" uuid,
	"created_by_franchisee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "video_templates_kind" CHECK ("video_templates"."kind" in ('SQUARE_VIDEO', 'STORY_VIDEO')),
	CONSTRAINT "video_templates_status" CHECK ("video_templates"."status" in ('draft', 'published')),
	CONSTRAINT "video_templates_preview_status" CHECK ("video_templates"."preview_status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "user_videos" ADD CONSTRAINT "user_videos_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_videos" ADD CONSTRAINT "user_videos_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_videos" ADD CONSTRAINT "user_videos_template_id_video_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."video_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_videos" ADD CONSTRAINT "user_videos_image_post_id_image_posts_id_fk" FOREIGN KEY ("image_post_id") REFERENCES "public"."image_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_videos" ADD CONSTRAINT "user_videos_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_template_uses" ADD CONSTRAINT "video_template_uses_template_id_video_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."video_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_template_uses" ADD CONSTRAINT "video_template_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_templates" ADD CONSTRAINT "video_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_templates" ADD CONSTRAINT "video_templates_created_by_franchisee_id_franchisees_id_fk" FOREIGN KEY ("created_by_franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_videos_agency_created_idx" ON "user_videos" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "user_videos_business_idx" ON "user_videos" USING btree ("business_id","kind","ist_day");--> statement-breakpoint
CREATE UNIQUE INDEX "user_videos_greeting_once_idx" ON "user_videos" USING btree ("business_id","image_post_id","ist_day") WHERE "user_videos"."kind" = 'greeting' and "user_videos"."render_status" <> 'failed';--> statement-breakpoint
CREATE INDEX "video_templates_listing_idx" ON "video_templates" USING btree ("status","popularity","created_at");