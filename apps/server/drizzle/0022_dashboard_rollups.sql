CREATE TABLE "dashboard_business_days" (
	"agency_id" uuid NOT NULL,
	"franchisee_id" uuid NOT NULL,
	"day" date NOT NULL,
	"made" integer DEFAULT 0 NOT NULL,
	"made_paid" integer DEFAULT 0 NOT NULL,
	"made_with_card" integer DEFAULT 0 NOT NULL,
	"made_with_active_card" integer DEFAULT 0 NOT NULL,
	"expiring" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_business_days_agency_id_franchisee_id_day_pk" PRIMARY KEY("agency_id","franchisee_id","day")
);
--> statement-breakpoint
CREATE TABLE "dashboard_card_days" (
	"agency_id" uuid NOT NULL,
	"day" date NOT NULL,
	"made" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_card_days_agency_id_day_pk" PRIMARY KEY("agency_id","day")
);
--> statement-breakpoint
CREATE TABLE "dashboard_payment_days" (
	"agency_id" uuid NOT NULL,
	"franchisee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_payment_days_agency_id_franchisee_id_kind_day_pk" PRIMARY KEY("agency_id","franchisee_id","kind","day")
);
--> statement-breakpoint
ALTER TABLE "dashboard_business_days" ADD CONSTRAINT "dashboard_business_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_card_days" ADD CONSTRAINT "dashboard_card_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_payment_days" ADD CONSTRAINT "dashboard_payment_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;