CREATE TABLE "media_images" (
	"key" text PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"media_name" text,
	"image_key" text,
	"image_url" text,
	"file_name" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_images_id_unique" UNIQUE("id"),
	CONSTRAINT "media_images_source_check" CHECK (("media_images"."media_name" is not null and "media_images"."image_key" is null and "media_images"."image_url" is null) or ("media_images"."media_name" is null and "media_images"."image_key" is not null and "media_images"."image_url" is not null)),
	CONSTRAINT "media_images_size_check" CHECK ("media_images"."width" > 0 and "media_images"."height" > 0)
);
