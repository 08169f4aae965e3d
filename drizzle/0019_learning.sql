CREATE TABLE "learning_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"fee_paise" integer,
	"seats" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_batches_dates_check" CHECK ("learning_batches"."end_date" >= "learning_batches"."start_date"),
	CONSTRAINT "learning_batches_fee_check" CHECK ("learning_batches"."fee_paise" is null or "learning_batches"."fee_paise" > 0),
	CONSTRAINT "learning_batches_seats_check" CHECK ("learning_batches"."seats" is null or "learning_batches"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "learning_programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"highlights" jsonb NOT NULL,
	"media_name" text,
	"image_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_programmes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "learning_batches" ADD CONSTRAINT "learning_batches_programme_id_learning_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."learning_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_batches_programme_idx" ON "learning_batches" USING btree ("programme_id","start_date");