-- Issue 17 item 8: the franchisee permission 'report:download' allowed nothing (Report and its CSV
-- downloads are for admins, spec 6) and is no longer a permission. Take it out of stored lists so
-- the franchisee form and the list's permission filter never meet it; the server also ignores any
-- name it does not know when it reads a list.
UPDATE "franchisees" SET "permissions" = array_remove("permissions", 'report:download')
WHERE 'report:download' = ANY("permissions");
