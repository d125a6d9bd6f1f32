CREATE TABLE "password_failures" (
	"agency_id" uuid NOT NULL,
	"identifier" text NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	CONSTRAINT "password_failures_agency_id_identifier_pk" PRIMARY KEY("agency_id","identifier")
);
--> statement-breakpoint
ALTER TABLE "password_failures" ADD CONSTRAINT "password_failures_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;