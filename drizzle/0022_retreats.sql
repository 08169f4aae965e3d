CREATE TABLE "retreat_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retreat_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"places" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retreat_departures_places_check" CHECK ("retreat_departures"."places" >= 1)
);
--> statement-breakpoint
CREATE TABLE "retreats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"card_text" text NOT NULL,
	"description" jsonb NOT NULL,
	"nights" integer NOT NULL,
	"programme_rupees" integer NOT NULL,
	"occupancies" jsonb NOT NULL,
	"itinerary" jsonb NOT NULL,
	"instructors" jsonb NOT NULL,
	"facilities" jsonb NOT NULL,
	"highlights" jsonb NOT NULL,
	"inclusions" jsonb NOT NULL,
	"exclusions" jsonb NOT NULL,
	"photo" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retreats_slug_unique" UNIQUE("slug"),
	CONSTRAINT "retreats_nights_check" CHECK ("retreats"."nights" between 1 and 30),
	CONSTRAINT "retreats_programme_check" CHECK ("retreats"."programme_rupees" >= 0)
);
--> statement-breakpoint
ALTER TABLE "retreat_departures" ADD CONSTRAINT "retreat_departures_retreat_id_retreats_id_fk" FOREIGN KEY ("retreat_id") REFERENCES "public"."retreats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retreat_departures_start_idx" ON "retreat_departures" USING btree ("retreat_id","start_date");