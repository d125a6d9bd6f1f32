-- Text layers of a greeting post (docs/product-rules.md#greetings-text-layers): up to three
-- boxes of text drawn over the art, each with its text per language. NULL: the text is in the image.
ALTER TABLE "image_posts" ADD COLUMN "text_layers" jsonb;
