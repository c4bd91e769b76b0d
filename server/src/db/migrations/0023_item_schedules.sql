ALTER TABLE "menu_items" ADD COLUMN "served_from" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "served_until" text;