CREATE TABLE "music_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid,
	"name" text NOT NULL,
	"mood" text,
	"original_key" text NOT NULL,
	"original_duration_ms" integer NOT NULL,
	"trim_start_ms" integer DEFAULT 0 NOT NULL,
	"trim_end_ms" integer NOT NULL,
	"storage_key" text,
	"duration_ms" integer,
	"loudness_lufs" double precision,
	"true_peak_dbtp" double precision,
	"status" text DEFAULT 'pending' NOT NULL,
	"processing_error" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" uuid,
	"created_by_franchisee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_tracks_status" CHECK ("music_tracks"."status" in ('pending', 'ready', 'failed')),
	CONSTRAINT "music_tracks_trim" CHECK ("music_tracks"."trim_start_ms" >= 0 and "music_tracks"."trim_end_ms" > "music_tracks"."trim_start_ms")
);
--> statement-breakpoint
ALTER TABLE "music_tracks" ADD CONSTRAINT "music_tracks_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_tracks" ADD CONSTRAINT "music_tracks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_tracks" ADD CONSTRAINT "music_tracks_created_by_franchisee_id_franchisees_id_fk" FOREIGN KEY ("created_by_franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_tracks_agency_created_idx" ON "music_tracks" USING btree ("agency_id","created_at");--> statement-breakpoint
ALTER TABLE "video_templates" ADD COLUMN "music_track_id" uuid;--> statement-breakpoint
ALTER TABLE "video_templates" ADD CONSTRAINT "video_templates_music_track_id_music_tracks_id_fk" FOREIGN KEY ("music_track_id") REFERENCES "public"."music_tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_templates_music_track_idx" ON "video_templates" USING btree ("music_track_id");--> statement-breakpoint
ALTER TABLE "image_posts" ADD COLUMN "music_track_id" uuid;--> statement-breakpoint
ALTER TABLE "image_posts" ADD CONSTRAINT "image_posts_music_track_id_music_tracks_id_fk" FOREIGN KEY ("music_track_id") REFERENCES "public"."music_tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_posts_music_track_idx" ON "image_posts" USING btree ("music_track_id");
