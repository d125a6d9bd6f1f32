-- The dashboard's counters (issue 16 item 3): dashboard_business_days, dashboard_card_days and
-- dashboard_payment_days (0022), kept by triggers on businesses, cards, card_payments and
-- product_payments, then filled from what is there. Inserts (and updates of businesses, which
-- cards' inserts make in bulk through 0010's card state) go statement by statement over
-- transition tables: a bulk INSERT ... SELECT of a million rows costs one aggregate and a few
-- thousand upserts, not a million row triggers. Each statement's changes are summed per counter
-- row first (an update that moves nothing writes nothing) and upserted in key order. Updates of
-- cards and payments go row by row, and only when a counted column changes: a bulk update of
-- anything else (a card's sections, a new column's backfill) costs nothing, where a transition
-- table would copy every row twice. Rows of an agency being deleted are skipped (its counters go
-- with it by the foreign key); TRUNCATE empties what it emptied. The rows whose franchisee_id is
-- the nil uuid count the whole agency; a franchisee's rows count again what it made. Days are
-- IST (UTC+5:30, no daylight saving).
--
-- Counter rows are locked in one order, payments, businesses, cards, in every transaction the
-- app runs (a payment is inserted before its business is updated; a business before its card),
-- so two writers wait for each other rather than deadlock. Hence a business deletion is counted
-- row by row BEFORE the row goes: after it, its card and payments are deleted by cascade and
-- would lock their counters first. Payments and cards belong to their business's agency (every
-- writer takes the agency from the business).
CREATE FUNCTION "dashboard_ist_day"("at" timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT ("at" AT TIME ZONE INTERVAL '330 minutes')::date $$;
--> statement-breakpoint
-- What one business counts in dashboard_business_days: on its made day (paid, with a card, with
-- an active card: businesses.card_status, kept from its card by migration 0010 and below) and on
-- its expiry day; for the whole agency and again for the franchisee that made it.
CREATE FUNCTION "dashboard_business_facts"(
  "agency" uuid, "franchisee" uuid, "created" timestamptz, "expiry" timestamptz, "payment_status" integer, "card_status" text
) RETURNS TABLE (
  "agency_id" uuid, "franchisee_id" uuid, "day" date,
  "made" integer, "made_paid" integer, "made_with_card" integer, "made_with_active_card" integer, "expiring" integer
)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT "agency", f."id", d."day", d."made", d."paid", d."with_card", d."with_active_card", d."expiring"
  FROM (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ("franchisee")) AS f("id")
  CROSS JOIN (VALUES
    ("dashboard_ist_day"("created"), 1, ("payment_status" = 1)::integer, ("card_status" IS NOT NULL)::integer,
      coalesce("card_status" = 'active', false)::integer, 0),
    ("dashboard_ist_day"("expiry"), 0, 0, 0, 0, 1)
  ) AS d("day", "made", "paid", "with_card", "with_active_card", "expiring")
  WHERE f."id" IS NOT NULL AND d."day" IS NOT NULL
$$;
--> statement-breakpoint
-- Adds (delta 1) or takes away (-1) all the payments of each business (in its agency) on the
-- given counter rows of dashboard_payment_days: the franchisee's when a business changes
-- franchisee; the agency's and the franchisee's when it is deleted. A null franchisee: nothing.
CREATE FUNCTION "dashboard_shift_payments"(
  "deltas" integer[], "business_ids" uuid[], "agency_ids" uuid[], "franchisee_ids" uuid[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "dashboard_payment_days" AS t ("agency_id", "franchisee_id", "kind", "day", "payments", "paise")
  SELECT m."agency_id", m."franchisee_id", p."kind", "dashboard_ist_day"(p."paid_at"),
    sum(m."delta"), sum(m."delta" * p."amount_paise")
  FROM unnest("deltas", "business_ids", "agency_ids", "franchisee_ids") AS m("delta", "business_id", "agency_id", "franchisee_id")
  CROSS JOIN LATERAL (
    SELECT 'plan' AS "kind", c."paid_at", c."amount_paise" FROM "card_payments" c
    WHERE c."agency_id" = m."agency_id" AND c."business_id" = m."business_id"
    UNION ALL
    SELECT 'product', c."paid_at", c."amount_paise" FROM "product_payments" c
    WHERE c."agency_id" = m."agency_id" AND c."business_id" = m."business_id"
  ) AS p
  WHERE m."franchisee_id" IS NOT NULL AND EXISTS (SELECT FROM "agencies" a WHERE a."id" = m."agency_id")
  GROUP BY 1, 2, 3, 4
  HAVING (sum(m."delta"), sum(m."delta" * p."amount_paise")) <> (0, 0)
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("agency_id", "franchisee_id", "kind", "day")
  DO UPDATE SET "payments" = t."payments" + excluded."payments", "paise" = t."paise" + excluded."paise";
END;
$$;
--> statement-breakpoint
-- Inserted businesses (transition table changed_rows) and updated ones (old_rows, new_rows).
CREATE FUNCTION "dashboard_businesses_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "dashboard_business_days" AS t
      ("agency_id", "franchisee_id", "day", "made", "made_paid", "made_with_card", "made_with_active_card", "expiring")
    SELECT f."agency_id", f."franchisee_id", f."day", sum(f."made"), sum(f."made_paid"), sum(f."made_with_card"),
      sum(f."made_with_active_card"), sum(f."expiring")
    FROM "changed_rows" AS b
    CROSS JOIN LATERAL "dashboard_business_facts"(b."agency_id", b."made_by_franchisee_id", b."created_at",
      b."expiry_date_for_customer", b."payment_status", b."card_status") AS f
    WHERE EXISTS (SELECT FROM "agencies" a WHERE a."id" = f."agency_id")
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT ("agency_id", "franchisee_id", "day") DO UPDATE SET
      "made" = t."made" + excluded."made", "made_paid" = t."made_paid" + excluded."made_paid",
      "made_with_card" = t."made_with_card" + excluded."made_with_card",
      "made_with_active_card" = t."made_with_active_card" + excluded."made_with_active_card",
      "expiring" = t."expiring" + excluded."expiring";
    RETURN NULL;
  END IF;

  -- A business that changed franchisee (or agency) takes its payments along: first, as payments
  -- come before businesses.
  PERFORM "dashboard_shift_payments"(array_agg(m."delta"), array_agg(m."id"), array_agg(m."agency_id"),
    array_agg(m."franchisee_id"))
  FROM (
    SELECT -1 AS "delta", o."id", o."agency_id", o."made_by_franchisee_id" AS "franchisee_id"
    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE (o."agency_id", o."made_by_franchisee_id") IS DISTINCT FROM (n."agency_id", n."made_by_franchisee_id")
    UNION ALL
    SELECT 1, n."id", n."agency_id", n."made_by_franchisee_id"
    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE (o."agency_id", o."made_by_franchisee_id") IS DISTINCT FROM (n."agency_id", n."made_by_franchisee_id")
  ) AS m
  HAVING count(*) > 0;

  INSERT INTO "dashboard_business_days" AS t
    ("agency_id", "franchisee_id", "day", "made", "made_paid", "made_with_card", "made_with_active_card", "expiring")
  SELECT f."agency_id", f."franchisee_id", f."day", sum(b."delta" * f."made"), sum(b."delta" * f."made_paid"),
    sum(b."delta" * f."made_with_card"), sum(b."delta" * f."made_with_active_card"), sum(b."delta" * f."expiring")
  FROM (
    SELECT -1 AS "delta", "agency_id", "made_by_franchisee_id", "created_at", "expiry_date_for_customer",
      "payment_status", "card_status"
    FROM "old_rows"
    UNION ALL
    SELECT 1, "agency_id", "made_by_franchisee_id", "created_at", "expiry_date_for_customer", "payment_status", "card_status"
    FROM "new_rows"
  ) AS b
  CROSS JOIN LATERAL "dashboard_business_facts"(b."agency_id", b."made_by_franchisee_id", b."created_at",
    b."expiry_date_for_customer", b."payment_status", b."card_status") AS f
  WHERE EXISTS (SELECT FROM "agencies" a WHERE a."id" = f."agency_id")
  GROUP BY 1, 2, 3
  HAVING (sum(b."delta" * f."made"), sum(b."delta" * f."made_paid"), sum(b."delta" * f."made_with_card"),
    sum(b."delta" * f."made_with_active_card"), sum(b."delta" * f."expiring")) <> (0, 0, 0, 0, 0)
  ORDER BY 1, 2, 3
  ON CONFLICT ("agency_id", "franchisee_id", "day") DO UPDATE SET
    "made" = t."made" + excluded."made", "made_paid" = t."made_paid" + excluded."made_paid",
    "made_with_card" = t."made_with_card" + excluded."made_with_card",
    "made_with_active_card" = t."made_with_active_card" + excluded."made_with_active_card",
    "expiring" = t."expiring" + excluded."expiring";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A business about to be deleted: its payments and then itself leave the counters (the payment
-- trigger skips payments whose business is gone: they were taken away here).
CREATE FUNCTION "dashboard_business_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Deleted with its agency (whose counters go by the foreign key): nothing to count.
  IF NOT EXISTS (SELECT FROM "agencies" a WHERE a."id" = OLD."agency_id") THEN
    RETURN OLD;
  END IF;
  PERFORM "dashboard_shift_payments"(ARRAY[-1, -1], ARRAY[OLD."id", OLD."id"], ARRAY[OLD."agency_id", OLD."agency_id"],
    ARRAY['00000000-0000-0000-0000-000000000000'::uuid, OLD."made_by_franchisee_id"]);
  INSERT INTO "dashboard_business_days" AS t
    ("agency_id", "franchisee_id", "day", "made", "made_paid", "made_with_card", "made_with_active_card", "expiring")
  SELECT f."agency_id", f."franchisee_id", f."day", -sum(f."made"), -sum(f."made_paid"), -sum(f."made_with_card"),
    -sum(f."made_with_active_card"), -sum(f."expiring")
  FROM "dashboard_business_facts"(OLD."agency_id", OLD."made_by_franchisee_id", OLD."created_at",
    OLD."expiry_date_for_customer", OLD."payment_status", OLD."card_status") AS f
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT ("agency_id", "franchisee_id", "day") DO UPDATE SET
    "made" = t."made" + excluded."made", "made_paid" = t."made_paid" + excluded."made_paid",
    "made_with_card" = t."made_with_card" + excluded."made_with_card",
    "made_with_active_card" = t."made_with_active_card" + excluded."made_with_active_card",
    "expiring" = t."expiring" + excluded."expiring";
  RETURN OLD;
END;
$$;
--> statement-breakpoint
-- Inserted and deleted cards (statement: changed_rows); an updated card (row: OLD, NEW).
CREATE FUNCTION "dashboard_cards_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "sign" integer := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "dashboard_card_days" AS t ("agency_id", "day", "made", "active")
    SELECT c."agency_id", "dashboard_ist_day"(c."created_at"), sum(c."delta"), sum(c."delta" * (c."status" = 'active')::integer)
    FROM (VALUES (-1, OLD."agency_id", OLD."created_at", OLD."status"), (1, NEW."agency_id", NEW."created_at", NEW."status"))
      AS c("delta", "agency_id", "created_at", "status")
    WHERE EXISTS (SELECT FROM "agencies" a WHERE a."id" = c."agency_id")
    GROUP BY 1, 2
    HAVING (sum(c."delta"), sum(c."delta" * (c."status" = 'active')::integer)) <> (0, 0)
    ORDER BY 1, 2
    ON CONFLICT ("agency_id", "day") DO UPDATE SET "made" = t."made" + excluded."made", "active" = t."active" + excluded."active";
  ELSE
    INSERT INTO "dashboard_card_days" AS t ("agency_id", "day", "made", "active")
    SELECT c."agency_id", "dashboard_ist_day"(c."created_at"), "sign" * count(*), "sign" * count(*) FILTER (WHERE c."status" = 'active')
    FROM "changed_rows" AS c
    WHERE EXISTS (SELECT FROM "agencies" a WHERE a."id" = c."agency_id")
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT ("agency_id", "day") DO UPDATE SET "made" = t."made" + excluded."made", "active" = t."active" + excluded."active";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Inserted and deleted payments (statement: changed_rows); an updated one (row: OLD, NEW). TG_ARGV[0]: the
-- kind the table holds ('plan' or 'product'). A payment counts for its agency, and again for the
-- franchisee that made its business if that business is in the same agency. A payment whose
-- business is gone is being deleted with it: dashboard_business_deleting took it away already.
CREATE FUNCTION "dashboard_payments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "sign" integer := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
  "payment_kind" text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "dashboard_payment_days" AS t ("agency_id", "franchisee_id", "kind", "day", "payments", "paise")
    SELECT p."agency_id", f."id", "payment_kind", "dashboard_ist_day"(p."paid_at"), sum(p."delta"), sum(p."delta" * p."amount_paise")
    FROM (VALUES (-1, OLD."agency_id", OLD."business_id", OLD."paid_at", OLD."amount_paise"),
      (1, NEW."agency_id", NEW."business_id", NEW."paid_at", NEW."amount_paise"))
      AS p("delta", "agency_id", "business_id", "paid_at", "amount_paise")
    JOIN "businesses" b ON b."id" = p."business_id"
    CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid),
      (CASE WHEN b."agency_id" = p."agency_id" THEN b."made_by_franchisee_id" END)) AS f("id")
    WHERE f."id" IS NOT NULL AND EXISTS (SELECT FROM "agencies" a WHERE a."id" = p."agency_id")
    GROUP BY 1, 2, 3, 4
    HAVING (sum(p."delta"), sum(p."delta" * p."amount_paise")) <> (0, 0)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("agency_id", "franchisee_id", "kind", "day")
    DO UPDATE SET "payments" = t."payments" + excluded."payments", "paise" = t."paise" + excluded."paise";
  ELSE
    INSERT INTO "dashboard_payment_days" AS t ("agency_id", "franchisee_id", "kind", "day", "payments", "paise")
    SELECT p."agency_id", f."id", "payment_kind", "dashboard_ist_day"(p."paid_at"), "sign" * count(*), "sign" * sum(p."amount_paise")
    FROM "changed_rows" AS p
    JOIN "businesses" b ON b."id" = p."business_id"
    CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid),
      (CASE WHEN b."agency_id" = p."agency_id" THEN b."made_by_franchisee_id" END)) AS f("id")
    WHERE f."id" IS NOT NULL AND EXISTS (SELECT FROM "agencies" a WHERE a."id" = p."agency_id")
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("agency_id", "franchisee_id", "kind", "day")
    DO UPDATE SET "payments" = t."payments" + excluded."payments", "paise" = t."paise" + excluded."paise";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_businesses_inserted" AFTER INSERT ON "businesses"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_businesses_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_businesses_updated" AFTER UPDATE ON "businesses"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_businesses_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_business_deleting" BEFORE DELETE ON "businesses"
FOR EACH ROW EXECUTE FUNCTION "dashboard_business_deleting"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_cards_inserted" AFTER INSERT ON "cards"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_cards_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_cards_updated" AFTER UPDATE OF "agency_id", "created_at", "status" ON "cards"
FOR EACH ROW WHEN ((OLD."agency_id", OLD."created_at", OLD."status") IS DISTINCT FROM (NEW."agency_id", NEW."created_at", NEW."status"))
EXECUTE FUNCTION "dashboard_cards_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_cards_deleted" AFTER DELETE ON "cards"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_cards_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_card_payments_inserted" AFTER INSERT ON "card_payments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_payments_changed"('plan');
--> statement-breakpoint
CREATE TRIGGER "dashboard_card_payments_updated" AFTER UPDATE OF "agency_id", "business_id", "paid_at", "amount_paise" ON "card_payments"
FOR EACH ROW WHEN ((OLD."agency_id", OLD."business_id", OLD."paid_at", OLD."amount_paise")
  IS DISTINCT FROM (NEW."agency_id", NEW."business_id", NEW."paid_at", NEW."amount_paise"))
EXECUTE FUNCTION "dashboard_payments_changed"('plan');
--> statement-breakpoint
CREATE TRIGGER "dashboard_card_payments_deleted" AFTER DELETE ON "card_payments"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_payments_changed"('plan');
--> statement-breakpoint
CREATE TRIGGER "dashboard_product_payments_inserted" AFTER INSERT ON "product_payments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_payments_changed"('product');
--> statement-breakpoint
CREATE TRIGGER "dashboard_product_payments_updated" AFTER UPDATE OF "agency_id", "business_id", "paid_at", "amount_paise" ON "product_payments"
FOR EACH ROW WHEN ((OLD."agency_id", OLD."business_id", OLD."paid_at", OLD."amount_paise")
  IS DISTINCT FROM (NEW."agency_id", NEW."business_id", NEW."paid_at", NEW."amount_paise"))
EXECUTE FUNCTION "dashboard_payments_changed"('product');
--> statement-breakpoint
CREATE TRIGGER "dashboard_product_payments_deleted" AFTER DELETE ON "product_payments"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_payments_changed"('product');
--> statement-breakpoint
-- TRUNCATE (a reset by hand; businesses take cards and payments along by CASCADE) empties what
-- the table counted.
CREATE FUNCTION "dashboard_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'businesses' THEN DELETE FROM "dashboard_business_days";
    WHEN 'cards' THEN DELETE FROM "dashboard_card_days";
    WHEN 'card_payments' THEN DELETE FROM "dashboard_payment_days" WHERE "kind" = 'plan';
    WHEN 'product_payments' THEN DELETE FROM "dashboard_payment_days" WHERE "kind" = 'product';
  END CASE;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_businesses_truncated" AFTER TRUNCATE ON "businesses"
FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_truncated"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_cards_truncated" AFTER TRUNCATE ON "cards"
FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_truncated"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_card_payments_truncated" AFTER TRUNCATE ON "card_payments"
FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_truncated"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_product_payments_truncated" AFTER TRUNCATE ON "product_payments"
FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_truncated"();
--> statement-breakpoint
-- Migration 0010 keeps businesses.card_status and card_is_done from the card with a row trigger:
-- a bulk insert of cards updated its businesses one statement per card, and each of those now
-- runs the businesses trigger above (900,000 cards: ~50 s more). Inserts and deletes of cards now
-- update their businesses in one statement; updates (one card at a time, and only of the three
-- columns) stay row by row with 0010's function. The name sorts before dashboard_cards_*, so the
-- businesses' counters are locked before the cards' (the order above).
CREATE FUNCTION "cards_keep_business_card_state_in_bulk"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "businesses" AS b SET "card_status" = c."status", "card_is_done" = c."is_done"
    FROM "changed_rows" AS c
    WHERE b."id" = c."business_id"
      AND (b."card_status" IS DISTINCT FROM c."status" OR b."card_is_done" IS DISTINCT FROM c."is_done");
  ELSE
    UPDATE "businesses" AS b SET "card_status" = NULL, "card_is_done" = NULL
    FROM "changed_rows" AS c
    WHERE b."id" = c."business_id" AND (b."card_status" IS NOT NULL OR b."card_is_done" IS NOT NULL);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "cards_keep_business_card_state" ON "cards";
--> statement-breakpoint
CREATE TRIGGER "cards_keep_business_card_state" AFTER UPDATE OF "status", "is_done", "business_id" ON "cards"
FOR EACH ROW EXECUTE FUNCTION "cards_keep_business_card_state"();
--> statement-breakpoint
CREATE TRIGGER "cards_keep_business_card_state_inserted" AFTER INSERT ON "cards"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "cards_keep_business_card_state_in_bulk"();
--> statement-breakpoint
CREATE TRIGGER "cards_keep_business_card_state_deleted" AFTER DELETE ON "cards"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "cards_keep_business_card_state_in_bulk"();
--> statement-breakpoint
-- The triggers above hold their tables against writes until this migration commits, so what is
-- counted now is what they carry on from.
INSERT INTO "dashboard_business_days"
  ("agency_id", "franchisee_id", "day", "made", "made_paid", "made_with_card", "made_with_active_card", "expiring")
SELECT f."agency_id", f."franchisee_id", f."day", sum(f."made"), sum(f."made_paid"), sum(f."made_with_card"),
  sum(f."made_with_active_card"), sum(f."expiring")
FROM "businesses" AS b
CROSS JOIN LATERAL "dashboard_business_facts"(b."agency_id", b."made_by_franchisee_id", b."created_at",
  b."expiry_date_for_customer", b."payment_status", b."card_status") AS f
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "dashboard_card_days" ("agency_id", "day", "made", "active")
SELECT "agency_id", "dashboard_ist_day"("created_at"), count(*), count(*) FILTER (WHERE "status" = 'active')
FROM "cards" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "dashboard_payment_days" ("agency_id", "franchisee_id", "kind", "day", "payments", "paise")
SELECT p."agency_id", f."id", p."kind", "dashboard_ist_day"(p."paid_at"), count(*), sum(p."amount_paise")
FROM (
  SELECT 'plan' AS "kind", "agency_id", "business_id", "paid_at", "amount_paise" FROM "card_payments"
  UNION ALL
  SELECT 'product', "agency_id", "business_id", "paid_at", "amount_paise" FROM "product_payments"
) AS p
JOIN "businesses" b ON b."id" = p."business_id"
CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid),
  (CASE WHEN b."agency_id" = p."agency_id" THEN b."made_by_franchisee_id" END)) AS f("id")
WHERE f."id" IS NOT NULL
GROUP BY 1, 2, 3, 4;
