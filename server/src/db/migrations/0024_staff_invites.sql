CREATE TABLE "restaurant_staff_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_staff_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "restaurant_staff_invites_role_known" CHECK ("restaurant_staff_invites"."role" in ('manager','staff'))
);
--> statement-breakpoint
ALTER TABLE "restaurant_staff_invites" ADD CONSTRAINT "restaurant_staff_invites_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_staff_invites" ADD CONSTRAINT "restaurant_staff_invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_staff_invites" ADD CONSTRAINT "restaurant_staff_invites_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_staff_invites_restaurant_idx" ON "restaurant_staff_invites" USING btree ("restaurant_id");