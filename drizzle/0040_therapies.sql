CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"payment_order_id" uuid,
	"service_id" uuid NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"room_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"busy_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"hold_until" timestamp with time zone,
	"stay_booking_id" uuid,
	"guest_reschedules" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('held', 'booked', 'done', 'no-show', 'cancelled')),
	CONSTRAINT "appointments_span_check" CHECK ("appointments"."starts_at" < "appointments"."ends_at" and "appointments"."ends_at" <= "appointments"."busy_until")
);
--> statement-breakpoint
CREATE TABLE "practitioner_hours" (
	"practitioner_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"break_start_minute" integer,
	"break_end_minute" integer,
	CONSTRAINT "practitioner_hours_practitioner_id_weekday_pk" PRIMARY KEY("practitioner_id","weekday"),
	CONSTRAINT "practitioner_hours_weekday_check" CHECK ("practitioner_hours"."weekday" between 0 and 6),
	CONSTRAINT "practitioner_hours_span_check" CHECK (0 <= "practitioner_hours"."start_minute" and "practitioner_hours"."start_minute" < "practitioner_hours"."end_minute" and "practitioner_hours"."end_minute" <= 1440),
	CONSTRAINT "practitioner_hours_break_check" CHECK (("practitioner_hours"."break_start_minute" is null and "practitioner_hours"."break_end_minute" is null) or ("practitioner_hours"."start_minute" <= "practitioner_hours"."break_start_minute" and "practitioner_hours"."break_start_minute" < "practitioner_hours"."break_end_minute" and "practitioner_hours"."break_end_minute" <= "practitioner_hours"."end_minute"))
);
--> statement-breakpoint
CREATE TABLE "practitioner_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioner_time_off_span_check" CHECK ("practitioner_time_off"."starts_at" < "practitioner_time_off"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "service_practitioners" (
	"service_id" uuid NOT NULL,
	"practitioner_id" uuid NOT NULL,
	CONSTRAINT "service_practitioners_service_id_practitioner_id_pk" PRIMARY KEY("service_id","practitioner_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"photo" text,
	"category" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"price_paise" integer NOT NULL,
	"stay_price_paise" integer,
	"room_kind" text,
	"bookable_online" boolean DEFAULT true NOT NULL,
	"payment_mode" text DEFAULT 'online' NOT NULL,
	"deposit_rule" jsonb DEFAULT '{"type":"none"}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug"),
	CONSTRAINT "services_category_check" CHECK ("services"."category" in ('consultation', 'diagnostics', 'massage', 'hydrotherapy', 'naturopathy', 'emotional-wellness', 'creative')),
	CONSTRAINT "services_room_kind_check" CHECK ("services"."room_kind" is null or "services"."room_kind" in ('consultation', 'massage', 'hydrotherapy', 'steam-sauna', 'studio')),
	CONSTRAINT "services_payment_mode_check" CHECK ("services"."payment_mode" in ('online', 'at-estate')),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration_minutes" between 5 and 480),
	CONSTRAINT "services_buffer_check" CHECK ("services"."buffer_minutes" between 0 and 240),
	CONSTRAINT "services_price_check" CHECK ("services"."price_paise" >= 0 and ("services"."stay_price_paise" is null or "services"."stay_price_paise" >= 0))
);
--> statement-breakpoint
CREATE TABLE "treatment_room_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_room_closures_span_check" CHECK ("treatment_room_closures"."starts_at" < "treatment_room_closures"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "treatment_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_rooms_name_unique" UNIQUE("name"),
	CONSTRAINT "treatment_rooms_kind_check" CHECK ("treatment_rooms"."kind" in ('consultation', 'massage', 'hydrotherapy', 'steam-sauna', 'studio'))
);
--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "takes_appointments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_room_id_treatment_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."treatment_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_stay_booking_id_bookings_id_fk" FOREIGN KEY ("stay_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_hours" ADD CONSTRAINT "practitioner_hours_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_time_off" ADD CONSTRAINT "practitioner_time_off_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_practitioners" ADD CONSTRAINT "service_practitioners_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_practitioners" ADD CONSTRAINT "service_practitioners_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_room_closures" ADD CONSTRAINT "treatment_room_closures_room_id_treatment_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."treatment_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_practitioner_idx" ON "appointments" USING btree ("practitioner_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_room_idx" ON "appointments" USING btree ("room_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_booking_idx" ON "appointments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "practitioner_time_off_idx" ON "practitioner_time_off" USING btree ("practitioner_id","starts_at");--> statement-breakpoint
CREATE INDEX "service_practitioners_practitioner_idx" ON "service_practitioners" USING btree ("practitioner_id");--> statement-breakpoint
CREATE INDEX "treatment_room_closures_idx" ON "treatment_room_closures" USING btree ("room_id","starts_at");