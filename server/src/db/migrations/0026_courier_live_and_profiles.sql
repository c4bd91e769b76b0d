CREATE TABLE "courier_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"courier_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy_m" double precision,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_positions_range_check" CHECK ("courier_positions"."lat" between -90 and 90 and "courier_positions"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "courier_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bio" varchar(280) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"courier_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_ratings_stars_check" CHECK ("courier_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "delivery_job_drops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"courier_id" uuid NOT NULL,
	"reason" varchar(24) NOT NULL,
	"note" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_job_drops_reason_check" CHECK ("delivery_job_drops"."reason" in ('vehicle_problem', 'accident', 'restaurant_delay', 'unsafe_conditions', 'personal_emergency', 'other'))
);
--> statement-breakpoint
ALTER TABLE "courier_positions" ADD CONSTRAINT "courier_positions_job_id_delivery_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."delivery_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_positions" ADD CONSTRAINT "courier_positions_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_profiles" ADD CONSTRAINT "courier_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_ratings" ADD CONSTRAINT "courier_ratings_job_id_delivery_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."delivery_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_ratings" ADD CONSTRAINT "courier_ratings_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_ratings" ADD CONSTRAINT "courier_ratings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_job_drops" ADD CONSTRAINT "delivery_job_drops_job_id_delivery_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."delivery_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_job_drops" ADD CONSTRAINT "delivery_job_drops_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_positions_job_idx" ON "courier_positions" USING btree ("job_id","recorded_at");--> statement-breakpoint
CREATE INDEX "courier_positions_recorded_idx" ON "courier_positions" USING btree ("recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_ratings_job_idx" ON "courier_ratings" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "courier_ratings_courier_idx" ON "courier_ratings" USING btree ("courier_id");--> statement-breakpoint
CREATE INDEX "delivery_job_drops_job_idx" ON "delivery_job_drops" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "delivery_job_drops_courier_idx" ON "delivery_job_drops" USING btree ("courier_id","created_at");