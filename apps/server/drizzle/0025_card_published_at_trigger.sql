-- Issue 17 item 2: a card is published once it has its address and its basic details (done);
-- the agency's month bill counts a card from the moment it was first published. The moment is
-- kept here, by the database, whatever writes the card (the editor's save, a clone given its
-- address, the seed): the save's own updated_at (the application's clock, like created_at), or
-- created_at for a card made published. Once set it stays (a card does not go back to not done).
CREATE FUNCTION "cards_keep_published_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."published_at" IS NULL AND NEW."is_done" AND NEW."card_id" IS NOT NULL THEN
    NEW."published_at" := CASE WHEN TG_OP = 'INSERT' THEN NEW."created_at" ELSE NEW."updated_at" END;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cards_keep_published_at"
BEFORE INSERT OR UPDATE OF "is_done", "card_id" ON "cards"
FOR EACH ROW EXECUTE FUNCTION "cards_keep_published_at"();
--> statement-breakpoint
-- Cards published before this migration: from when they were made (what the bill counted so far).
UPDATE "cards" SET "published_at" = "created_at"
WHERE "is_done" AND "card_id" IS NOT NULL AND "published_at" IS NULL;
