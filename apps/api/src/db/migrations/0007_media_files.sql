CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_content_type" CHECK ("media_files"."content_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "media_files_size" CHECK ("media_files"."size" = octet_length("media_files"."bytes"))
);
--> statement-breakpoint
-- JPEG, PNG and WebP are compressed already: TOAST would only spend time failing to shrink them.
ALTER TABLE "media_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
