-- Which kept public card pages may have changed (issue 16 item 1, cards at any spread). Each
-- server process keeps the card pages it rendered and used to check a kept page against the
-- database once a second per page visited (publicCardVersion, one small read). When visits
-- spread over 10,000 cards that was hundreds of reads a second, a quarter of the server's time,
-- for pages that had not changed (bench/README.md, public-card). Now the database writes down
-- what changed, whatever wrote it (the editor, an admin, a job, a migration, psql), and each
-- process reads that list once a second (public-card/page-clock.ts): a kept page whose card,
-- business, category and agency are not in it is sent without asking the database.
--
-- A row names one card (its agency and card_no), a whole agency (card_no null: its row,
-- theme, name or domain, or its business category names), or everything (the nil agency:
-- the platform's business category names, or a TRUNCATE). Rows are only ever inserted, so
-- writers never wait for each other here. `tx` is the writing transaction, so a reader can
-- tell what may still appear: a transaction that was running at the last read may commit
-- later with a lower id, and the reader asks again for every row of a transaction at or past
-- the oldest one then running (pg_snapshot_xmin). What a page shows is still decided by the
-- card's version (md5 of its rows): these rows only say when to look, and a row too many
-- costs a page one small read. Rows older than an hour are deleted by the readers.
CREATE TABLE "card_page_changes" (
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "tx" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "agency_id" uuid NOT NULL,
  "card_no" integer,
  "at" timestamptz NOT NULL DEFAULT clock_timestamp()
);
--> statement-breakpoint
CREATE INDEX "card_page_changes_tx_idx" ON "card_page_changes" ("tx");
--> statement-breakpoint
CREATE INDEX "card_page_changes_at_idx" ON "card_page_changes" ("at");
--> statement-breakpoint
-- A card's own row: any change to it, or the card gone. Row by row, and only when the row
-- really changed: a bulk UPDATE of cards would otherwise copy every card's sections into a
-- transition table. A card deleted with its agency is left to the agency's row.
CREATE FUNCTION "card_page_changes_of_card"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "card_page_changes" ("agency_id", "card_no")
    SELECT OLD."agency_id", OLD."card_no" WHERE EXISTS (SELECT FROM "agencies" a WHERE a."id" = OLD."agency_id");
    RETURN NULL;
  END IF;
  INSERT INTO "card_page_changes" ("agency_id", "card_no") VALUES (NEW."agency_id", NEW."card_no");
  IF OLD."agency_id" <> NEW."agency_id" THEN
    INSERT INTO "card_page_changes" ("agency_id", "card_no") VALUES (OLD."agency_id", OLD."card_no");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_card_updated"
AFTER UPDATE ON "cards"
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "card_page_changes_of_card"();
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_card_deleted"
AFTER DELETE ON "cards"
FOR EACH ROW EXECUTE FUNCTION "card_page_changes_of_card"();
--> statement-breakpoint
-- A business's row (its name, expiry and category are on the page; any other change costs its
-- page one check): the card of each business that really changed, statement by statement.
-- Inserted businesses have no card yet; a deleted one takes its card along (above).
-- The join of the two transition tables is planned for each statement (EXECUTE): PL/pgSQL keeps
-- a static statement's first plan for the session, and a plan made for one updated row (a
-- nested loop) took 5.7 s instead of 0.3 s when the next statement updated 3,000.
CREATE FUNCTION "card_page_changes_of_businesses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'INSERT INTO "card_page_changes" ("agency_id", "card_no")
    SELECT c."agency_id", c."card_no"
    FROM "new_rows" n
    JOIN "old_rows" o ON o."id" = n."id"
    JOIN "cards" c ON c."business_id" = n."id"
    WHERE o IS DISTINCT FROM n';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_businesses_updated"
AFTER UPDATE ON "businesses"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_businesses"();
--> statement-breakpoint
-- An agency's row (its name and colour on every page, its domains in the pages' CSP): all its cards.
CREATE FUNCTION "card_page_changes_of_agencies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "card_page_changes" ("agency_id") SELECT o."id" FROM "old_rows" o;
  ELSE
    -- Planned for each statement, as for businesses above.
    EXECUTE 'INSERT INTO "card_page_changes" ("agency_id")
      SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id" WHERE o IS DISTINCT FROM n';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_agencies_updated"
AFTER UPDATE ON "agencies"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_agencies"();
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_agencies_deleted"
AFTER DELETE ON "agencies"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_agencies"();
--> statement-breakpoint
-- Business category names (the card page's category: categoryNameSql in businesses/repo.ts):
-- the subcategories of an image category named 'Business Category' (BUSINESS_CATEGORY_IMAGE_CATEGORY
-- in the contract), the agency's own or the platform's (agency_id null: every agency). Other
-- image categories (greetings) change no card page.
CREATE FUNCTION "card_page_changes_of_category_agencies"("agency_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "card_page_changes" ("agency_id")
  SELECT DISTINCT coalesce(a, '00000000-0000-0000-0000-000000000000'::uuid) FROM unnest("agency_ids") AS a
$$;
--> statement-breakpoint
CREATE FUNCTION "card_page_changes_of_image_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "card_page_changes_of_category_agencies"(array_agg(o."agency_id"))
    FROM "old_rows" o WHERE o."name" = 'Business Category' HAVING count(*) > 0;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM "card_page_changes_of_category_agencies"(array_agg(n."agency_id"))
    FROM "new_rows" n WHERE n."name" = 'Business Category' HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_image_categories_inserted"
AFTER INSERT ON "image_categories"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_image_categories"();
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_image_categories_updated"
AFTER UPDATE ON "image_categories"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_image_categories"();
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_image_categories_deleted"
AFTER DELETE ON "image_categories"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_image_categories"();
--> statement-breakpoint
-- A subcategory's category may be gone already (deleted with it): that category's row said so.
CREATE FUNCTION "card_page_changes_of_image_subcategories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "card_page_changes_of_category_agencies"(array_agg(c."agency_id"))
    FROM "old_rows" o JOIN "image_categories" c ON c."id" = o."image_category_id"
    WHERE c."name" = 'Business Category' HAVING count(*) > 0;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM "card_page_changes_of_category_agencies"(array_agg(c."agency_id"))
    FROM "new_rows" n JOIN "image_categories" c ON c."id" = n."image_category_id"
    WHERE c."name" = 'Business Category' HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_image_subcategories_inserted"
AFTER INSERT ON "image_subcategories"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_image_subcategories"();
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_image_subcategories_updated"
AFTER UPDATE ON "image_subcategories"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_image_subcategories"();
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_image_subcategories_deleted"
AFTER DELETE ON "image_subcategories"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_image_subcategories"();
--> statement-breakpoint
-- TRUNCATE fires no row or transition-table trigger: every page may have changed.
CREATE FUNCTION "card_page_changes_of_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "card_page_changes" ("agency_id") VALUES ('00000000-0000-0000-0000-000000000000');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_truncated"
AFTER TRUNCATE ON "cards"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_truncate"();
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_truncated"
AFTER TRUNCATE ON "businesses"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_truncate"();
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_truncated"
AFTER TRUNCATE ON "agencies"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_truncate"();
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_truncated"
AFTER TRUNCATE ON "image_categories"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_truncate"();
--> statement-breakpoint
CREATE TRIGGER "card_page_changes_truncated"
AFTER TRUNCATE ON "image_subcategories"
FOR EACH STATEMENT EXECUTE FUNCTION "card_page_changes_of_truncate"();
