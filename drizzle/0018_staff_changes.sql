CREATE TABLE "refunds_due" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"payment_order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"cause" text NOT NULL,
	"requested_by" text NOT NULL,
	"paid_out_at" timestamp with time zone,
	"paid_out_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_due_cause_unique" UNIQUE("cause"),
	CONSTRAINT "refunds_due_amount_check" CHECK ("refunds_due"."amount_paise" > 0)
);
--> statement-breakpoint
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
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_offline_method_check";--> statement-breakpoint
ALTER TABLE "room_types" DROP CONSTRAINT "room_types_room_count_check";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "customer_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "customer_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_attendance" ADD COLUMN "checked_out_by_user_id" text;--> statement-breakpoint
ALTER TABLE "booking_attendance" ADD COLUMN "checked_out_by_email" text;--> statement-breakpoint
ALTER TABLE "booking_attendance" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_due_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_due_note" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "room_closures" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds_due" ADD CONSTRAINT "refunds_due_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds_due" ADD CONSTRAINT "refunds_due_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_unit_nights" ADD CONSTRAINT "room_unit_nights_unit_id_room_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."room_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_unit_nights" ADD CONSTRAINT "room_unit_nights_hold_id_room_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."room_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_units" ADD CONSTRAINT "room_units_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_due_booking_idx" ON "refunds_due" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "room_unit_nights_hold_idx" ON "room_unit_nights" USING btree ("hold_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_units_type_name_idx" ON "room_units" USING btree ("room_type_id","name");--> statement-breakpoint
CREATE INDEX "room_units_type_idx" ON "room_units" USING btree ("room_type_id","sort_order");--> statement-breakpoint
ALTER TABLE "room_closures" ADD CONSTRAINT "room_closures_unit_id_room_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."room_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each type's rooms become named units, "<type> 1" to "<type> N", before the count they replace goes.
INSERT INTO "room_units" ("room_type_id", "name", "sort_order")
  SELECT "room_types"."id", "room_types"."name" || ' ' || n, n FROM "room_types", generate_series(1, "room_types"."room_count") AS n;--> statement-breakpoint
ALTER TABLE "room_types" DROP COLUMN "room_count";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_due_check" CHECK ("bookings"."refund_due_paise" >= 0);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_offline_method_check" CHECK ("payment_orders"."offline_method" in ('cash', 'upi', 'card', 'bank-transfer'));--> statement-breakpoint
ALTER TABLE "room_closures" ADD CONSTRAINT "room_closures_unit_has_type_check" CHECK ("room_closures"."unit_id" is null or "room_closures"."room_type_id" is not null);