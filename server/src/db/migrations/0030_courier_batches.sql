CREATE TABLE "delivery_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier_id" uuid NOT NULL,
	"stops" jsonb NOT NULL,
	"route_km" double precision NOT NULL,
	"separate_km" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_batches_stops_check" CHECK (jsonb_array_length("delivery_batches"."stops") between 4 and 6 and "delivery_batches"."route_km" < "delivery_batches"."separate_km")
);
--> statement-breakpoint
DROP INDEX "delivery_jobs_one_active_run";--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "delivery_batches" ADD CONSTRAINT "delivery_batches_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_batches_courier_idx" ON "delivery_batches" USING btree ("courier_id","created_at");--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_batch_id_delivery_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."delivery_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_jobs_batch_idx" ON "delivery_jobs" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_jobs_one_active_run" ON "delivery_jobs" USING btree ("courier_id") WHERE "delivery_jobs"."status" in ('assigned', 'picked_up') and "delivery_jobs"."batch_id" is null;--> statement-breakpoint
-- A courier holds one active run OR one batch (issue 18). The partial unique index above still refuses two solo runs;
-- this trigger refuses a run beside a batch, two batches, and a fourth order in a batch. It first takes a per-courier
-- transaction lock, so a concurrent award to the same courier waits here and then (read committed: a fresh snapshot
-- per statement) sees the committed one and is refused like a unique violation — the award code retries elsewhere.
CREATE FUNCTION "delivery_jobs_check_one_run_or_batch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('assigned', 'picked_up') AND NEW.courier_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('delivery-courier:' || NEW.courier_id::text));
    IF EXISTS (
      SELECT 1 FROM "delivery_jobs" j
       WHERE j.courier_id = NEW.courier_id AND j.status IN ('assigned', 'picked_up') AND j.id <> NEW.id
         AND (NEW.batch_id IS NULL OR j.batch_id IS DISTINCT FROM NEW.batch_id)
    ) THEN
      RAISE EXCEPTION 'a courier holds one active run or one batch' USING ERRCODE = 'unique_violation';
    END IF;
    IF NEW.batch_id IS NOT NULL AND (SELECT count(*) FROM "delivery_jobs" j WHERE j.batch_id = NEW.batch_id AND j.id <> NEW.id) >= 3 THEN
      RAISE EXCEPTION 'a batch has at most 3 orders' USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "delivery_jobs_one_run_or_batch" BEFORE INSERT OR UPDATE OF "status", "courier_id", "batch_id" ON "delivery_jobs"
  FOR EACH ROW EXECUTE FUNCTION "delivery_jobs_check_one_run_or_batch"();
