ALTER TABLE "businesses" DROP COLUMN "category_name";
--> statement-breakpoint
-- Reference data: the platform-wide 'Business Category' and its subcategories (the business
-- categories). In a migration, not the demo seed, so every database has them.
INSERT INTO "image_categories" ("agency_id", "name") VALUES (NULL, 'Business Category');--> statement-breakpoint
INSERT INTO "image_subcategories" ("image_category_id", "key", "name", "sort")
SELECT c."id", v."key", v."name", v."sort"
FROM "image_categories" c
CROSS JOIN (VALUES
  ('architect', 'Architect', 1),
  ('auto-repair', 'Auto Repair', 2),
  ('bakery', 'Bakery', 3),
  ('boutique', 'Boutique', 4),
  ('ca-tax-consultant', 'CA & Tax Consultant', 5),
  ('caterer', 'Caterer', 6),
  ('clinic', 'Clinic', 7),
  ('coaching-classes', 'Coaching Classes', 8),
  ('courier', 'Courier', 9),
  ('doctor', 'Doctor', 10),
  ('electronics', 'Electronics', 11),
  ('event-planner', 'Event Planner', 12),
  ('grocery', 'Grocery', 13),
  ('gym-fitness', 'Gym & Fitness', 14),
  ('hardware-store', 'Hardware Store', 15),
  ('insurance-agent', 'Insurance Agent', 16),
  ('interior-designer', 'Interior Designer', 17),
  ('jewellery', 'Jewellery', 18),
  ('mobile-shop', 'Mobile Shop', 19),
  ('pharmacy', 'Pharmacy', 20),
  ('photography', 'Photography', 21),
  ('printing-press', 'Printing Press', 22),
  ('real-estate', 'Real Estate', 23),
  ('restaurant', 'Restaurant', 24),
  ('salon-spa', 'Salon & Spa', 25),
  ('school', 'School', 26),
  ('sweet-shop', 'Sweet Shop', 27),
  ('tailor', 'Tailor', 28),
  ('tiffin-service', 'Tiffin Service', 29),
  ('travel-agency', 'Travel Agency', 30)
) AS v("key", "name", "sort")
WHERE c."name" = 'Business Category' AND c."agency_id" IS NULL;
