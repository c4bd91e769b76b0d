CREATE TABLE "analytics_churn_fits" (
	"holdout_days" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"progress" real DEFAULT 0 NOT NULL
);
