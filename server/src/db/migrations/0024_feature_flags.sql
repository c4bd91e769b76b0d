CREATE TABLE "feature_flags" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"description" varchar(300) NOT NULL,
	"enabled" boolean NOT NULL,
	"rollout_percent" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "feature_flags_rollout_range" CHECK ("feature_flags"."rollout_percent" is null or "feature_flags"."rollout_percent" between 0 and 100)
);
