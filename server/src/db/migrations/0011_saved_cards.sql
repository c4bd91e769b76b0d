CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_token_unique" UNIQUE("token"),
	CONSTRAINT "saved_cards_last4_digits" CHECK ("saved_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_cards_exp_month_range" CHECK ("saved_cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD COLUMN "exp_month" integer;--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD COLUMN "exp_year" integer;--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_card_idx" ON "saved_cards" USING btree ("user_id","brand","last4","exp_month","exp_year");--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD CONSTRAINT "sandbox_card_tokens_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;