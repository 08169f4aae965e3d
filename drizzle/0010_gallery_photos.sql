CREATE TABLE "gallery_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_name" text,
	"image_key" text,
	"image_url" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_photos_source_check" CHECK (("gallery_photos"."media_name" is not null and "gallery_photos"."image_key" is null and "gallery_photos"."image_url" is null) or ("gallery_photos"."media_name" is null and "gallery_photos"."image_key" is not null and "gallery_photos"."image_url" is not null)),
	CONSTRAINT "gallery_photos_size_check" CHECK ("gallery_photos"."width" > 0 and "gallery_photos"."height" > 0),
	CONSTRAINT "gallery_photos_position_check" CHECK ("gallery_photos"."position" >= 1)
);
--> statement-breakpoint
CREATE INDEX "gallery_photos_position_idx" ON "gallery_photos" USING btree ("position");