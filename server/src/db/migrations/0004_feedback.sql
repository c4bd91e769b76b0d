CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"restaurant_id" uuid,
	"order_id" uuid,
	"rating" integer NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"sentiment_score" double precision NOT NULL,
	"sentiment_label" text NOT NULL,
	"key_phrases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" between 1 and 5),
	CONSTRAINT "feedback_category_known" CHECK ("feedback"."category" in ('food-quality','service','ambiance','value','cleanliness','speed','staff','other')),
	CONSTRAINT "feedback_sentiment_known" CHECK ("feedback"."sentiment_label" in ('positive','neutral','negative'))
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_restaurant_created_idx" ON "feedback" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_customer_idx" ON "feedback" USING btree ("customer_id");