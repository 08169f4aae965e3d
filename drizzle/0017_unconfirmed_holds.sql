ALTER TABLE "bookings" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_client" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "staff_confirms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_hold_until_idx" ON "bookings" USING btree ("hold_until") WHERE "bookings"."hold_until" is not null;