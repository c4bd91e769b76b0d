CREATE TABLE "catering_holidays" (
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "catering_holidays_restaurant_id_day_pk" PRIMARY KEY("restaurant_id","day")
);
--> statement-breakpoint
CREATE TABLE "catering_lead_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"body" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catering_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"catering_request_id" uuid,
	"premium_request_id" uuid,
	"customer_user_id" uuid,
	"company_id" text,
	"restaurant_id" uuid,
	"owner_user_id" uuid,
	"stage" text DEFAULT 'new' NOT NULL,
	"stage_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"event_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"company_name" text,
	"email" text NOT NULL,
	"phone" text,
	"event_date" date NOT NULL,
	"event_time" text,
	"headcount" integer,
	"guest_count_label" text,
	"value_cents" integer,
	"is_premium" boolean DEFAULT false NOT NULL,
	"first_contact_due_at" timestamp with time zone NOT NULL,
	"call_due_at" timestamp with time zone,
	"contacted_at" timestamp with time zone,
	"first_contact_alerted_at" timestamp with time zone,
	"call_alerted_at" timestamp with time zone,
	"merged_into_lead_id" uuid,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_leads_stage_known" CHECK ("catering_leads"."stage" in ('new','contacted','quoted','deposit_paid','in_progress','delivered','closed','lost','cancelled')),
	CONSTRAINT "catering_leads_source_known" CHECK ("catering_leads"."source" in ('simple','premium')),
	CONSTRAINT "catering_leads_one_request" CHECK (num_nonnulls("catering_leads"."catering_request_id", "catering_leads"."premium_request_id") = 1),
	CONSTRAINT "catering_leads_value_nonnegative" CHECK ("catering_leads"."value_cents" is null or "catering_leads"."value_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catering_holidays" ADD CONSTRAINT "catering_holidays_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_lead_activities" ADD CONSTRAINT "catering_lead_activities_lead_id_catering_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."catering_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_lead_activities" ADD CONSTRAINT "catering_lead_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_leads" ADD CONSTRAINT "catering_leads_catering_request_id_catering_requests_id_fk" FOREIGN KEY ("catering_request_id") REFERENCES "public"."catering_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_leads" ADD CONSTRAINT "catering_leads_premium_request_id_premium_catering_requests_id_fk" FOREIGN KEY ("premium_request_id") REFERENCES "public"."premium_catering_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_leads" ADD CONSTRAINT "catering_leads_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_leads" ADD CONSTRAINT "catering_leads_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_leads" ADD CONSTRAINT "catering_leads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catering_lead_activities_lead_idx" ON "catering_lead_activities" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catering_leads_request_idx" ON "catering_leads" USING btree ("catering_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catering_leads_premium_request_idx" ON "catering_leads" USING btree ("premium_request_id");--> statement-breakpoint
CREATE INDEX "catering_leads_restaurant_stage_idx" ON "catering_leads" USING btree ("restaurant_id","stage","event_date");--> statement-breakpoint
CREATE INDEX "catering_leads_stage_idx" ON "catering_leads" USING btree ("stage","event_date");--> statement-breakpoint
CREATE INDEX "catering_leads_duplicate_idx" ON "catering_leads" USING btree ("email","event_date");--> statement-breakpoint
CREATE INDEX "catering_leads_customer_idx" ON "catering_leads" USING btree ("customer_user_id");--> statement-breakpoint
CREATE INDEX "catering_leads_company_idx" ON "catering_leads" USING btree ("company_id");--> statement-breakpoint
-- Every request stored before the pipeline becomes a lead (unassigned: executives triage it), its stage read from
-- the status the client saw. Old premium requests get a flat 4-hour call promise (their restaurant is unknown).
INSERT INTO "catering_leads" ("source", "catering_request_id", "customer_user_id", "company_id", "stage", "event_name", "contact_name", "email", "event_date", "guest_count_label", "headcount", "first_contact_due_at", "contacted_at", "stage_changed_at", "created_at", "updated_at")
SELECT 'simple', r."id", r."user_id", u."organization_id",
  CASE r."status" WHEN 'confirmed' THEN 'deposit_paid' WHEN 'in_progress' THEN 'in_progress' WHEN 'completed' THEN 'delivered' WHEN 'cancelled' THEN 'cancelled' ELSE 'new' END,
  r."name", coalesce(nullif(trim(coalesce(u."first_name", '') || ' ' || coalesce(u."last_name", '')), ''), u."email"), lower(u."email"),
  (r."event_date" AT TIME ZONE 'UTC')::date, r."guest_count",
  CASE r."guest_count" WHEN '10-25 people' THEN 10 WHEN '26-50 people' THEN 26 WHEN '51-100 people' THEN 51 WHEN '100+ people' THEN 100 END,
  r."created_at" + interval '24 hours', CASE WHEN r."status" = 'pending' THEN NULL ELSE r."updated_at" END, r."updated_at", r."created_at", r."updated_at"
FROM "catering_requests" r JOIN "users" u ON u."id" = r."user_id";
--> statement-breakpoint
INSERT INTO "catering_leads" ("source", "premium_request_id", "stage", "event_name", "contact_name", "company_name", "email", "phone", "event_date", "event_time", "headcount", "value_cents", "is_premium", "first_contact_due_at", "call_due_at", "created_at", "updated_at", "stage_changed_at")
SELECT 'premium', p."id", 'new',
  CASE WHEN p."company_name" IS NOT NULL THEN p."company_name" || ' event' ELSE p."contact_person" || '''s event' END,
  p."contact_person", p."company_name", lower(p."email"), p."phone", p."event_date"::date, p."event_time", p."headcount",
  regexp_replace(split_part(p."budget_range", '-', 1), '[^0-9]', '', 'g')::int * 100, true,
  p."created_at" + interval '24 hours', p."created_at" + interval '4 hours', p."created_at", p."created_at", p."created_at"
FROM "premium_catering_requests" p;
