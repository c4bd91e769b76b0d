CREATE TABLE "web_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"visitor_id" text NOT NULL,
	"user_id" uuid,
	"restaurant_id" uuid NOT NULL,
	"menu_item_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_events_type" CHECK ("web_events"."type" in ('menu_view', 'cart_add', 'checkout_start')),
	CONSTRAINT "web_events_visitor_length" CHECK (length("web_events"."visitor_id") between 8 and 64)
);
--> statement-breakpoint
CREATE INDEX "web_events_occurred_idx" ON "web_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "web_events_restaurant_occurred_idx" ON "web_events" USING btree ("restaurant_id","occurred_at");--> statement-breakpoint
-- Append-only: an event is never changed (the retention job deletes whole rows older than 90 days).
CREATE FUNCTION "web_events_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'web_events is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "web_events_append_only" BEFORE UPDATE ON "web_events"
  FOR EACH ROW EXECUTE FUNCTION "web_events_refuse_update"();
