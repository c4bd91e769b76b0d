CREATE TABLE "menu_photo_variants" (
	"hash" varchar(24) NOT NULL,
	"variant" varchar(10) NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_photo_variants_hash_variant_pk" PRIMARY KEY("hash","variant")
);
