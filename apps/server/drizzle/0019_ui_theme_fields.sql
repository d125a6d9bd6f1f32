-- UI customisation (issue 14 item 1): the theme gained appName, faviconUrl and loginBackgroundUrl.
-- Rows saved before them get null for each (no app name: the agency name shows; no favicon: the
-- logo, else the default), so every stored theme has every field its type says it has.
UPDATE "agencies" SET "theme" = jsonb_build_object('appName', null, 'faviconUrl', null, 'loginBackgroundUrl', null) || "theme";
