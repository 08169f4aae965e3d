CREATE TABLE "room_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type_id" uuid,
	"first_night" date NOT NULL,
	"last_night" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_closures_range_check" CHECK ("room_closures"."last_night" >= "room_closures"."first_night")
);
--> statement-breakpoint
CREATE TABLE "room_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type_id" uuid NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" integer NOT NULL,
	"payment_order_id" uuid,
	"booking_id" uuid,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_holds_payment_order_id_unique" UNIQUE("payment_order_id"),
	CONSTRAINT "room_holds_range_check" CHECK ("room_holds"."check_out" > "room_holds"."check_in"),
	CONSTRAINT "room_holds_rooms_check" CHECK ("room_holds"."rooms" > 0)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"room_count" integer NOT NULL,
	"adults_per_room" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"for_retreat" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_types_name_unique" UNIQUE("name"),
	CONSTRAINT "room_types_room_count_check" CHECK ("room_types"."room_count" >= 0),
	CONSTRAINT "room_types_adults_per_room_check" CHECK ("room_types"."adults_per_room" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_without_room" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_closures" ADD CONSTRAINT "room_closures_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_closures_nights_idx" ON "room_closures" USING btree ("first_night","last_night");--> statement-breakpoint
CREATE INDEX "room_holds_type_nights_idx" ON "room_holds" USING btree ("room_type_id","check_in","check_out");--> statement-breakpoint
CREATE INDEX "room_holds_booking_idx" ON "room_holds" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_one_for_retreat_idx" ON "room_types" USING btree ("for_retreat") WHERE "room_types"."for_retreat";