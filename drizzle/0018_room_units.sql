CREATE TABLE "room_unit_nights" (
	"unit_id" uuid NOT NULL,
	"night" date NOT NULL,
	"hold_id" uuid NOT NULL,
	CONSTRAINT "room_unit_nights_unit_id_night_pk" PRIMARY KEY("unit_id","night")
);
--> statement-breakpoint
CREATE TABLE "room_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_types" DROP CONSTRAINT "room_types_room_count_check";--> statement-breakpoint
ALTER TABLE "booking_attendance" ADD COLUMN "checked_out_by_user_id" text;--> statement-breakpoint
ALTER TABLE "booking_attendance" ADD COLUMN "checked_out_by_email" text;--> statement-breakpoint
ALTER TABLE "booking_attendance" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_closures" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "room_unit_nights" ADD CONSTRAINT "room_unit_nights_unit_id_room_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."room_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_unit_nights" ADD CONSTRAINT "room_unit_nights_hold_id_room_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."room_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_units" ADD CONSTRAINT "room_units_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_unit_nights_hold_idx" ON "room_unit_nights" USING btree ("hold_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_units_type_name_idx" ON "room_units" USING btree ("room_type_id","name");--> statement-breakpoint
CREATE INDEX "room_units_type_idx" ON "room_units" USING btree ("room_type_id","sort_order");--> statement-breakpoint
ALTER TABLE "room_closures" ADD CONSTRAINT "room_closures_unit_id_room_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."room_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each type's rooms become named units, "<type> 1" to "<type> N", before the count they replace goes.
INSERT INTO "room_units" ("room_type_id", "name", "sort_order")
  SELECT "room_types"."id", "room_types"."name" || ' ' || n, n FROM "room_types", generate_series(1, "room_types"."room_count") AS n;--> statement-breakpoint
ALTER TABLE "room_types" DROP COLUMN "room_count";--> statement-breakpoint
ALTER TABLE "room_closures" ADD CONSTRAINT "room_closures_unit_has_type_check" CHECK ("room_closures"."unit_id" is null or "room_closures"."room_type_id" is not null);