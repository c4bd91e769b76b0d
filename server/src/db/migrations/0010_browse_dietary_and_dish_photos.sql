ALTER TABLE "restaurants" ADD COLUMN "dietary" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The demo restaurants seeded before this column existed get the diets the seed now gives them.
UPDATE "restaurants" SET "dietary" = ARRAY['Vegetarian', 'Gluten-Free'] WHERE "slug" = 'trattoria-bellini' AND "dietary" = '{}'::text[];--> statement-breakpoint
UPDATE "restaurants" SET "dietary" = ARRAY['Vegetarian', 'Dairy-Free'] WHERE "slug" = 'sakura-house' AND "dietary" = '{}'::text[];--> statement-breakpoint
UPDATE "restaurants" SET "dietary" = ARRAY['Vegetarian', 'Vegan', 'Gluten-Free'] WHERE "slug" = 'el-jardin' AND "dietary" = '{}'::text[];--> statement-breakpoint
UPDATE "restaurants" SET "dietary" = ARRAY['Vegetarian', 'Vegan', 'Halal'] WHERE "slug" = 'olive-and-fig' AND "dietary" = '{}'::text[];--> statement-breakpoint
UPDATE "restaurants" SET "dietary" = ARRAY['Gluten-Free'] WHERE "slug" = 'maison-lumiere' AND "dietary" = '{}'::text[];--> statement-breakpoint
UPDATE "restaurants" SET "dietary" = ARRAY['Vegetarian', 'Vegan', 'Halal'] WHERE "slug" = 'spice-route' AND "dietary" = '{}'::text[];--> statement-breakpoint
UPDATE "restaurants" SET "dietary" = ARRAY['Gluten-Free', 'Keto'] WHERE "slug" = 'smoke-and-oak' AND "dietary" = '{}'::text[];--> statement-breakpoint
UPDATE "restaurants" SET "dietary" = ARRAY['Vegetarian', 'Dairy-Free'] WHERE "slug" = 'nordhavn-kitchen' AND "dietary" = '{}'::text[];--> statement-breakpoint
-- The seed used to store its per-category drawing as each dish's "photo"; image_url is for real photos now, and the web draws a dish by its kind without one.
UPDATE "menu_items" SET "image_url" = NULL WHERE "image_url" IN ('/illustrations/dish-starters.webp', '/illustrations/dish-mains.webp', '/illustrations/dish-desserts.webp');
