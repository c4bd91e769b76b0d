-- Tables printed before this migration get a short code now (the alphabet of qr-token.ts, no look-alikes).
ALTER TABLE "table_qr_codes" ADD COLUMN "short_code" text;--> statement-breakpoint
UPDATE "table_qr_codes" SET "short_code" = substr('ACDEFHJKMNPRTUVWXY3479', 1 + floor(random() * 22)::int, 1) || substr('ACDEFHJKMNPRTUVWXY3479', 1 + floor(random() * 22)::int, 1) || substr('ACDEFHJKMNPRTUVWXY3479', 1 + floor(random() * 22)::int, 1) || substr('ACDEFHJKMNPRTUVWXY3479', 1 + floor(random() * 22)::int, 1);--> statement-breakpoint
ALTER TABLE "table_qr_codes" ALTER COLUMN "short_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "table_session_guests" ADD COLUMN "admission" text DEFAULT 'admitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "table_session_guests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "table_session_guests" ADD COLUMN "decided_by_guest_id" uuid;--> statement-breakpoint
ALTER TABLE "table_session_guests" ADD COLUMN "decided_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "table_session_guests" ADD CONSTRAINT "table_session_guests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_session_guests" ADD CONSTRAINT "table_session_guests_admission_known" CHECK ("table_session_guests"."admission" in ('admitted','pending','declined'));--> statement-breakpoint
ALTER TABLE "table_session_guests" ADD CONSTRAINT "table_session_guests_joined_via_known" CHECK ("table_session_guests"."joined_via" in ('qr','code','manual'));