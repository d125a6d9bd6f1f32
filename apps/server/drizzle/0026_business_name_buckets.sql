-- Where a name search sorted by name can start reading (issue 16 item 3, a million businesses).
-- The lists walk the (agency, name) index in order and filter; when a word's matches sit
-- together far along ("Tulsi …" near the end of a million names) the walk reached them too late
-- and the list sorted all 160,000 matches instead (~300 ms). This migration cuts each agency's
-- names, in name order, into buckets of about a thousand and keeps which pg_trgm trigrams occur
-- in each bucket. A name containing a search term contains the term's inner trigrams (three
-- letters or digits in a row: what pg_trgm itself relies on for ILIKE), so a bucket lacking one
-- of them holds no match, and the walk starts at the first bucket that has them all. Trigrams
-- are kept exactly (a row per trigram and bucket), not hashed into bits: a short word ('kiwi':
-- two trigrams) hashed onto a bit a digit trigram sets in every bucket matched 40% of them.
--
-- A bucket is [lower_bound, the next bucket's lower_bound) in the names' own collation; '' is
-- the first. What the table promises (the list relies on it, name-buckets.test checks it):
-- every business name's trigrams are kept for the bucket it falls in. Names only ever add
-- trigrams: a renamed or deleted business leaves its own behind, which can only make a bucket
-- look like it may match when it does not (the walk then reads it: slower, never wrong).
-- `names` counts names added, to know when a bucket has grown past 2,000 and is cut again from
-- the table's rows.
CREATE TABLE "business_name_buckets" (
  "agency_id" uuid NOT NULL REFERENCES "agencies"("id") ON DELETE CASCADE,
  "lower_bound" text NOT NULL,
  "names" integer NOT NULL,
  CONSTRAINT "business_name_buckets_pkey" PRIMARY KEY ("agency_id", "lower_bound")
);
--> statement-breakpoint
CREATE TABLE "business_name_bucket_trigrams" (
  "agency_id" uuid NOT NULL,
  "trigram" text NOT NULL,
  "lower_bound" text NOT NULL,
  CONSTRAINT "business_name_bucket_trigrams_pkey" PRIMARY KEY ("agency_id", "trigram", "lower_bound"),
  CONSTRAINT "business_name_bucket_trigrams_bucket_fk" FOREIGN KEY ("agency_id", "lower_bound")
    REFERENCES "business_name_buckets"("agency_id", "lower_bound") ON DELETE CASCADE
);
--> statement-breakpoint
-- The trigrams every name containing `term` has (ILIKE, any case): the term's inner trigrams —
-- no space (pg_trgm's padding at a word's edge, which a longer word in the name would not have)
-- and three single-byte characters (a compacted trigram, shown as 0x…, may hide padding).
CREATE FUNCTION "name_search_trigrams"("term" text) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT ARRAY(SELECT t FROM unnest(show_trgm("term")) AS t WHERE t ~ '^[^ ]{3}$' ORDER BY t)
$$;
--> statement-breakpoint
-- Cuts the agency's names in [from_bound, to_bound) (null: to the end) into buckets of 1,000
-- afresh, from the businesses table. The first keeps from_bound as its lower bound, so every
-- name stays in some bucket; '' always has a row once the agency has names.
CREATE FUNCTION "business_name_buckets_rebuild"("for_agency" uuid, "from_bound" text, "to_bound" text)
RETURNS void LANGUAGE plpgsql
AS $$
BEGIN
  -- The buckets' trigrams go with them (the foreign key cascades).
  DELETE FROM "business_name_buckets"
  WHERE "agency_id" = "for_agency" AND "lower_bound" >= "from_bound"
    AND ("to_bound" IS NULL OR "lower_bound" < "to_bound");
  WITH "cut" AS (
    SELECT CASE WHEN g."k" = 0 THEN "from_bound" ELSE g."first_name" END AS "lower_bound", g."names", g."trigrams"
    FROM (
      SELECT r."k", min(r."name") AS "first_name", count(*) AS "names",
        show_trgm(string_agg(r."name", ' ')) AS "trigrams"
      FROM (
        SELECT b."business_name" AS "name", (row_number() OVER (ORDER BY b."business_name") - 1) / 1000 AS "k"
        FROM "businesses" b
        WHERE b."agency_id" = "for_agency" AND b."business_name" >= "from_bound"
          AND ("to_bound" IS NULL OR b."business_name" < "to_bound")
      ) r
      GROUP BY r."k"
    ) g
  ), "buckets" AS (
    -- A run of over a thousand equal names gives two groups the same first name: one bucket.
    INSERT INTO "business_name_buckets" ("agency_id", "lower_bound", "names")
    SELECT "for_agency", c."lower_bound", sum(c."names") FROM "cut" c GROUP BY c."lower_bound"
  )
  INSERT INTO "business_name_bucket_trigrams" ("agency_id", "trigram", "lower_bound")
  SELECT DISTINCT "for_agency", t, c."lower_bound" FROM "cut" c, unnest(c."trigrams") AS t;
  IF "from_bound" = '' THEN
    INSERT INTO "business_name_buckets" ("agency_id", "lower_bound", "names")
    VALUES ("for_agency", '', 0)
    ON CONFLICT DO NOTHING;
  END IF;
END;
$$;
--> statement-breakpoint
-- Writers of an agency's names hold this lock shared; cutting buckets again takes it alone, and
-- only when no other transaction holds it (pg_try_…: a writer never waits for a cut). Without
-- it, a cut reading the table could miss a name another transaction is adding to a bucket the
-- cut replaces. Read committed only, where the cut's statements see every committed name.
CREATE FUNCTION "business_name_buckets_may_cut"("for_agency" uuid) RETURNS boolean
LANGUAGE sql VOLATILE
AS $$
  SELECT current_setting('transaction_isolation') = 'read committed'
    AND pg_try_advisory_xact_lock(1651469690, hashtext("for_agency"::text))
$$;
--> statement-breakpoint
CREATE FUNCTION "business_name_buckets_hold"("for_agency" uuid) RETURNS void
LANGUAGE sql VOLATILE
AS $$ SELECT pg_advisory_xact_lock_shared(1651469690, hashtext("for_agency"::text)) $$;
--> statement-breakpoint
-- Adds names (rows of the transition table changed_rows) to their buckets. A statement that at
-- least doubles an agency of over a thousand names (a bulk import, the bench's seed) cuts the
-- whole agency afresh instead; a bucket grown past 2,000 is cut again.
CREATE FUNCTION "business_name_buckets_add"() RETURNS trigger LANGUAGE plpgsql
AS $$
DECLARE
  agency record;
  overfull record;
BEGIN
  FOR agency IN
    SELECT n."agency_id", count(*) AS "added",
      coalesce((SELECT sum(x."names") FROM "business_name_buckets" x WHERE x."agency_id" = n."agency_id"), 0) AS "had"
    FROM "changed_rows" n GROUP BY n."agency_id" ORDER BY n."agency_id"
  LOOP
    PERFORM "business_name_buckets_hold"(agency."agency_id");
    IF agency."added" > 1000 AND agency."added" >= agency."had" AND "business_name_buckets_may_cut"(agency."agency_id") THEN
      PERFORM "business_name_buckets_rebuild"(agency."agency_id", '', NULL);
      CONTINUE;
    END IF;
    INSERT INTO "business_name_buckets" ("agency_id", "lower_bound", "names")
    VALUES (agency."agency_id", '', 0)
    ON CONFLICT DO NOTHING;
    WITH "added" AS (
      SELECT b."lower_bound", n."business_name" AS "name"
      FROM "changed_rows" n
      CROSS JOIN LATERAL (
        SELECT x."lower_bound" FROM "business_name_buckets" x
        WHERE x."agency_id" = n."agency_id" AND x."lower_bound" <= n."business_name"
        ORDER BY x."lower_bound" DESC LIMIT 1
      ) b
      WHERE n."agency_id" = agency."agency_id"
    ), "counted" AS (
      INSERT INTO "business_name_buckets" AS t ("agency_id", "lower_bound", "names")
      SELECT agency."agency_id", a."lower_bound", count(*) FROM "added" a
      GROUP BY a."lower_bound" ORDER BY a."lower_bound"
      ON CONFLICT ("agency_id", "lower_bound") DO UPDATE SET "names" = t."names" + excluded."names"
    )
    INSERT INTO "business_name_bucket_trigrams" ("agency_id", "trigram", "lower_bound")
    SELECT DISTINCT agency."agency_id", t, a."lower_bound"
    FROM "added" a, unnest(show_trgm(a."name")) AS t
    ORDER BY 2, 3
    ON CONFLICT DO NOTHING;
    FOR overfull IN
      SELECT x."lower_bound", x."upper_bound" FROM (
        SELECT "lower_bound", "names", lead("lower_bound") OVER (ORDER BY "lower_bound") AS "upper_bound"
        FROM "business_name_buckets" WHERE "agency_id" = agency."agency_id"
      ) x WHERE x."names" > 2000
    LOOP
      EXIT WHEN NOT "business_name_buckets_may_cut"(agency."agency_id");
      PERFORM "business_name_buckets_rebuild"(agency."agency_id", overfull."lower_bound", overfull."upper_bound");
    END LOOP;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- After the dashboard's triggers (triggers of an event fire in name order): a business insert
-- locks its counters first, then its bucket, in every transaction.
CREATE TRIGGER "name_buckets_businesses_inserted" AFTER INSERT ON "businesses"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "business_name_buckets_add"();
--> statement-breakpoint
-- Renames go row by row, and only when the name changes: a transition table of every updated
-- business (card states, a backfill) would be copied for nothing.
CREATE FUNCTION "business_name_buckets_renamed"() RETURNS trigger LANGUAGE plpgsql
AS $$
DECLARE
  bucket text;
BEGIN
  PERFORM "business_name_buckets_hold"(NEW."agency_id");
  INSERT INTO "business_name_buckets" ("agency_id", "lower_bound", "names")
  VALUES (NEW."agency_id", '', 0)
  ON CONFLICT DO NOTHING;
  SELECT x."lower_bound" INTO bucket FROM "business_name_buckets" x
  WHERE x."agency_id" = NEW."agency_id" AND x."lower_bound" <= NEW."business_name"
  ORDER BY x."lower_bound" DESC LIMIT 1;
  UPDATE "business_name_buckets" SET "names" = "names" + 1
  WHERE "agency_id" = NEW."agency_id" AND "lower_bound" = bucket;
  INSERT INTO "business_name_bucket_trigrams" ("agency_id", "trigram", "lower_bound")
  SELECT NEW."agency_id", t, bucket FROM unnest(show_trgm(NEW."business_name")) AS t
  ORDER BY 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "name_buckets_business_renamed" AFTER UPDATE OF "business_name" ON "businesses"
FOR EACH ROW WHEN (OLD."business_name" IS DISTINCT FROM NEW."business_name")
EXECUTE FUNCTION "business_name_buckets_renamed"();
--> statement-breakpoint
SELECT "business_name_buckets_rebuild"(a."agency_id", '', NULL)
FROM (SELECT DISTINCT "agency_id" FROM "businesses") a;
