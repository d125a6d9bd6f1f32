ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_kind_fields";--> statement-breakpoint
ALTER TABLE "product_payments" DROP CONSTRAINT "product_payments_kind_fields";--> statement-breakpoint
ALTER TABLE "agency_billing_prices" ADD COLUMN "tag_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_bills" ADD COLUMN "tag_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_bills" ADD COLUMN "tag_unit_price_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "tags_included" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_kind_fields" CHECK (("payment_orders"."kind" = 'card' and "payment_orders"."plan_id" is not null and "payment_orders"."plan_snapshot" is not null)
        or ("payment_orders"."kind" = 'pdf-card' and "payment_orders"."pdf_card_no" is not null and "payment_orders"."plan_id" is not null)
        or ("payment_orders"."kind" in ('promotional-video', 'tag') and "payment_orders"."quantity" is not null)
        or ("payment_orders"."kind" = 'agency-bill' and "payment_orders"."agency_bill_id" is not null));--> statement-breakpoint
ALTER TABLE "product_payments" ADD CONSTRAINT "product_payments_kind_fields" CHECK (("product_payments"."kind" = 'pdf-card' and "product_payments"."pdf_card_no" is not null and "product_payments"."plan_id" is not null)
        or ("product_payments"."kind" in ('promotional-video', 'tag') and "product_payments"."pdf_card_no" is null));