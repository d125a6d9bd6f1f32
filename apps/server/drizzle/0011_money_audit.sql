CREATE TABLE "money_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"action" text NOT NULL,
	"business_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"record_table" text NOT NULL,
	"record_key" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"actor_user_id" uuid,
	"actor_franchisee_id" uuid,
	"actor_label" text NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "money_audit_events" ADD CONSTRAINT "money_audit_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_audit_events" ADD CONSTRAINT "money_audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_audit_events" ADD CONSTRAINT "money_audit_events_actor_franchisee_id_franchisees_id_fk" FOREIGN KEY ("actor_franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_audit_events_agency_business_idx" ON "money_audit_events" USING btree ("agency_id","business_id","created_at");