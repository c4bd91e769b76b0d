CREATE TABLE "restaurant_staff_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_staff_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "restaurant_staff_invites_role_known" CHECK ("restaurant_staff_invites"."role" in ('manager','staff'))
);
--> statement-breakpoint
CREATE TABLE "dish_portions" (
	"menu_item_id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"portions_left" integer NOT NULL,
	CONSTRAINT "dish_portions_nonnegative" CHECK ("dish_portions"."portions_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" varchar(80) NOT NULL,
	"unit" varchar(8) NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"low_threshold" integer DEFAULT 0 NOT NULL,
	"par_level" integer DEFAULT 0 NOT NULL,
	"supplier" varchar(120) DEFAULT '' NOT NULL,
	CONSTRAINT "ingredients_on_hand_nonnegative" CHECK ("ingredients"."on_hand" >= 0),
	CONSTRAINT "ingredients_levels_nonnegative" CHECK ("ingredients"."low_threshold" >= 0 and "ingredients"."par_level" >= 0),
	CONSTRAINT "ingredients_unit_known" CHECK ("ingredients"."unit" in ('g','ml','each'))
);
--> statement-breakpoint
CREATE TABLE "option_recipe_lines" (
	"option_id" uuid NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "option_recipe_lines_option_id_ingredient_id_pk" PRIMARY KEY("option_id","ingredient_id"),
	CONSTRAINT "option_recipe_lines_quantity_positive" CHECK ("option_recipe_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_lines" (
	"menu_item_id" uuid NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "recipe_lines_menu_item_id_ingredient_id_pk" PRIMARY KEY("menu_item_id","ingredient_id"),
	CONSTRAINT "recipe_lines_quantity_positive" CHECK ("recipe_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(16) NOT NULL,
	"ingredient_id" uuid,
	"menu_item_id" uuid,
	"subject" varchar(80) NOT NULL,
	"unit" varchar(8) NOT NULL,
	"delta" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"order_id" uuid,
	"actor_id" uuid,
	CONSTRAINT "stock_movements_kind_known" CHECK ("stock_movements"."kind" in ('sale','reserve','release','count','received','waste','portions')),
	CONSTRAINT "stock_movements_one_subject" CHECK (("stock_movements"."ingredient_id" is null) <> ("stock_movements"."menu_item_id" is null))
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "served_from" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "served_until" text;--> statement-breakpoint
ALTER TABLE "restaurant_staff_invites" ADD CONSTRAINT "restaurant_staff_invites_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_staff_invites" ADD CONSTRAINT "restaurant_staff_invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_staff_invites" ADD CONSTRAINT "restaurant_staff_invites_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_portions" ADD CONSTRAINT "dish_portions_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_portions" ADD CONSTRAINT "dish_portions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_recipe_lines" ADD CONSTRAINT "option_recipe_lines_option_id_modifier_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."modifier_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_recipe_lines" ADD CONSTRAINT "option_recipe_lines_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_staff_invites_restaurant_idx" ON "restaurant_staff_invites" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_name_idx" ON "ingredients" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "option_recipe_lines_ingredient_idx" ON "option_recipe_lines" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "recipe_lines_ingredient_idx" ON "recipe_lines" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "stock_movements_restaurant_idx" ON "stock_movements" USING btree ("restaurant_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
-- The stock ledger is append-only: a correction is a new movement, never an edit of an old one.
CREATE FUNCTION "stock_movements_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_movements is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stock_movements_append_only" BEFORE UPDATE OR DELETE ON "stock_movements"
  FOR EACH ROW EXECUTE FUNCTION "stock_movements_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "stock_movements_no_truncate" BEFORE TRUNCATE ON "stock_movements"
  FOR EACH STATEMENT EXECUTE FUNCTION "stock_movements_refuse_change"();
