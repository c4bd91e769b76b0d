CREATE TABLE "courier_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"phone" varchar(30),
	"vehicle" varchar(10),
	"zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_account_holder" varchar(100),
	"bank_last4" varchar(4),
	"bank_token" varchar(64),
	"terms_version" varchar(20),
	"terms_accepted_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"rejection_reason" varchar(500),
	"on_shift" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_applications_status_check" CHECK ("courier_applications"."status" in ('draft', 'applied', 'approved', 'rejected')),
	CONSTRAINT "courier_applications_vehicle_check" CHECK ("courier_applications"."vehicle" is null or "courier_applications"."vehicle" in ('bike', 'e-bike', 'scooter', 'car')),
	CONSTRAINT "courier_applications_rejection_check" CHECK (("courier_applications"."status" = 'rejected') = ("courier_applications"."rejection_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "courier_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_documents_kind_check" CHECK ("courier_documents"."kind" in ('id', 'right_to_work', 'vehicle_insurance')),
	CONSTRAINT "courier_documents_type_check" CHECK ("courier_documents"."content_type" in ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "courier_documents_size_check" CHECK ("courier_documents"."size_bytes" > 0 and "courier_documents"."size_bytes" <= 5242880 and octet_length("courier_documents"."content") = "courier_documents"."size_bytes")
);
--> statement-breakpoint
ALTER TABLE "courier_applications" ADD CONSTRAINT "courier_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_applications" ADD CONSTRAINT "courier_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_documents" ADD CONSTRAINT "courier_documents_application_id_courier_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."courier_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_applications_user_idx" ON "courier_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "courier_applications_status_idx" ON "courier_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_documents_kind_idx" ON "courier_documents" USING btree ("application_id","kind");