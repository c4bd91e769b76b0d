CREATE TABLE "stock_count_lines" (
	"count_id" uuid NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"expected" integer NOT NULL,
	"counted" integer,
	"applied" integer,
	CONSTRAINT "stock_count_lines_count_id_ingredient_id_pk" PRIMARY KEY("count_id","ingredient_id"),
	CONSTRAINT "stock_count_lines_counted_nonnegative" CHECK ("stock_count_lines"."counted" is null or "stock_count_lines"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"opened_by" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "stock_counts_status_known" CHECK ("stock_counts"."status" in ('open','submitted'))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "course" smallint;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_counts_restaurant_idx" ON "stock_counts" USING btree ("restaurant_id","opened_at" DESC NULLS LAST);