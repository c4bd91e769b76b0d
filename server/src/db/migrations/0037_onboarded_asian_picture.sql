-- Restaurants onboarded as Asian were given /illustrations/asian.webp, which was never drawn (a broken picture on /order):
-- they show their initial instead, like every cuisine without an illustration.
UPDATE "restaurants" SET "image_url" = NULL WHERE "image_url" = '/illustrations/asian.webp';
