CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"vat_number" text NOT NULL,
	"billing_line1" text NOT NULL,
	"billing_postal_code" text NOT NULL,
	"billing_city" text NOT NULL,
	"billing_country" text NOT NULL,
	"parent_company_id" uuid,
	"po_number_required" boolean DEFAULT false NOT NULL,
	"cost_centre_required" boolean DEFAULT false NOT NULL,
	"monthly_limit_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_vat_number_unique" UNIQUE("vat_number"),
	CONSTRAINT "companies_limit_nonnegative" CHECK ("companies"."monthly_limit_cents" is null or "companies"."monthly_limit_cents" >= 0),
	CONSTRAINT "companies_not_own_parent" CHECK ("companies"."parent_company_id" is null or "companies"."parent_company_id" <> "companies"."id")
);
--> statement-breakpoint
CREATE TABLE "company_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "company_invites_role_known" CHECK ("company_invites"."role" in ('admin','orderer'))
);
--> statement-breakpoint
CREATE TABLE "company_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"number" integer NOT NULL,
	"details" jsonb NOT NULL,
	"catering_cents" integer NOT NULL,
	"minimum_top_up_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_role_known" CHECK ("company_members"."role" in ('admin','orderer'))
);
--> statement-breakpoint
CREATE TABLE "company_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"placed_by_user_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"recurring_order_id" uuid,
	"event_name" text NOT NULL,
	"event_date" date NOT NULL,
	"event_time" text NOT NULL,
	"headcount" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"po_number" text,
	"cost_centre" text,
	"notes" text,
	"status" text DEFAULT 'placed' NOT NULL,
	"refused_reason" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_orders_one_per_recurring_day" UNIQUE("recurring_order_id","event_date"),
	CONSTRAINT "company_orders_status_known" CHECK ("company_orders"."status" in ('placed','refused')),
	CONSTRAINT "company_orders_total_nonnegative" CHECK ("company_orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_recurring_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"event_name" text NOT NULL,
	"weekday" smallint NOT NULL,
	"event_time" text NOT NULL,
	"headcount" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"po_number" text,
	"cost_centre" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_recurring_weekday" CHECK ("company_recurring_orders"."weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catering_leads" DROP CONSTRAINT "catering_leads_source_known";--> statement-breakpoint
ALTER TABLE "catering_leads" DROP CONSTRAINT "catering_leads_one_request";--> statement-breakpoint
ALTER TABLE "catering_leads" ADD COLUMN "company_order_id" uuid;--> statement-breakpoint
ALTER TABLE "catering_leads" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "catering_leads" ADD COLUMN "cost_centre" text;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_parent_company_id_companies_id_fk" FOREIGN KEY ("parent_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_orders" ADD CONSTRAINT "company_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_orders" ADD CONSTRAINT "company_orders_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_orders" ADD CONSTRAINT "company_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_orders" ADD CONSTRAINT "company_orders_recurring_order_id_company_recurring_orders_id_fk" FOREIGN KEY ("recurring_order_id") REFERENCES "public"."company_recurring_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_recurring_orders" ADD CONSTRAINT "company_recurring_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_recurring_orders" ADD CONSTRAINT "company_recurring_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_recurring_orders" ADD CONSTRAINT "company_recurring_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_parent_idx" ON "companies" USING btree ("parent_company_id");--> statement-breakpoint
CREATE INDEX "company_invites_company_idx" ON "company_invites" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invoices_company_month_idx" ON "company_invoices" USING btree ("company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invoices_number_idx" ON "company_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_orders_company_month_idx" ON "company_orders" USING btree ("company_id","event_date");--> statement-breakpoint
CREATE INDEX "company_recurring_orders_company_idx" ON "company_recurring_orders" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "catering_leads" ADD CONSTRAINT "catering_leads_company_order_id_company_orders_id_fk" FOREIGN KEY ("company_order_id") REFERENCES "public"."company_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catering_leads_company_order_idx" ON "catering_leads" USING btree ("company_order_id");--> statement-breakpoint
ALTER TABLE "catering_leads" ADD CONSTRAINT "catering_leads_source_known" CHECK ("catering_leads"."source" in ('simple','premium','b2b'));--> statement-breakpoint
ALTER TABLE "catering_leads" ADD CONSTRAINT "catering_leads_one_request" CHECK (num_nonnulls("catering_leads"."catering_request_id", "catering_leads"."premium_request_id", "catering_leads"."company_order_id") = 1);