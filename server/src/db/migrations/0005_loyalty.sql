CREATE TABLE "loyalty_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"settled_through" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_accounts_balance_nonnegative" CHECK ("loyalty_accounts"."balance" >= 0),
	CONSTRAINT "loyalty_accounts_pending_nonnegative" CHECK ("loyalty_accounts"."pending" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reward_id" text NOT NULL,
	"title" text NOT NULL,
	"points_spent" integer NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_vouchers_state_known" CHECK ("loyalty_vouchers"."state" in ('issued','used','expired')),
	CONSTRAINT "loyalty_vouchers_points_positive" CHECK ("loyalty_vouchers"."points_spent" > 0),
	CONSTRAINT "loyalty_vouchers_used_has_order" CHECK (("loyalty_vouchers"."state" = 'used') = ("loyalty_vouchers"."order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "food_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "voucher_id" uuid;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "available_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "alert_state" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "alert_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "recovery_points" integer;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_vouchers" ADD CONSTRAINT "loyalty_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_vouchers_user_key_idx" ON "loyalty_vouchers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "loyalty_vouchers_user_state_idx" ON "loyalty_vouchers" USING btree ("user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_vouchers_order_idx" ON "loyalty_vouchers" USING btree ("order_id") WHERE "loyalty_vouchers"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "loyalty_ledger_user_available_idx" ON "loyalty_ledger" USING btree ("user_id","available_at");--> statement-breakpoint
CREATE INDEX "feedback_open_alerts_idx" ON "feedback" USING btree ("restaurant_id") WHERE "feedback"."alert_state" = 'open';--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_dedupe_key_unique" UNIQUE("dedupe_key");--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_kind_known" CHECK ("loyalty_ledger"."kind" in ('earn','redeem','adjust','expire','reverse'));--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_sign" CHECK (("loyalty_ledger"."kind" = 'earn' and "loyalty_ledger"."points" > 0) or ("loyalty_ledger"."kind" in ('redeem','expire','reverse') and "loyalty_ledger"."points" < 0) or ("loyalty_ledger"."kind" = 'adjust' and "loyalty_ledger"."points" <> 0));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_alert_state_known" CHECK ("feedback"."alert_state" is null or "feedback"."alert_state" in ('open','resolved'));--> statement-breakpoint
-- Data: rows written before this migration were spendable when written.
UPDATE "loyalty_ledger" SET "available_at" = "created_at";--> statement-breakpoint
INSERT INTO "loyalty_accounts" ("user_id", "balance", "pending", "settled_through")
  SELECT "user_id", sum("points")::int, 0, now() FROM "loyalty_ledger" GROUP BY "user_id";--> statement-breakpoint
UPDATE "orders" o SET "completed_at" = e."created_at"
  FROM (SELECT "order_id", max("created_at") AS "created_at" FROM "order_events"
        WHERE "status" IN ('delivered','picked_up','served') GROUP BY "order_id") e
  WHERE e."order_id" = o."id" AND o."status" IN ('delivered','picked_up','served');--> statement-breakpoint
UPDATE "orders" o SET "food_discount_cents" = o."discount_cents"
  FROM "promo_codes" p WHERE p."code" = o."promo_code" AND p."kind" = 'percent_off';--> statement-breakpoint
-- The ledger is append-only: corrections are new rows (adjust, reverse), never edits. Deletes stay possible so
-- erasing a user (ON DELETE CASCADE) still works.
CREATE FUNCTION "loyalty_ledger_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'loyalty_ledger is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "loyalty_ledger_append_only" BEFORE UPDATE ON "loyalty_ledger"
  FOR EACH ROW EXECUTE FUNCTION "loyalty_ledger_refuse_update"();
