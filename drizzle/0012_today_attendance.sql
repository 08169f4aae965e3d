CREATE TABLE "booking_attendance" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"by_user_id" text,
	"by_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_attendance_state_check" CHECK ("booking_attendance"."state" in ('checked_in', 'no_show'))
);
--> statement-breakpoint
ALTER TABLE "booking_attendance" ADD CONSTRAINT "booking_attendance_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;