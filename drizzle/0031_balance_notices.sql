CREATE TABLE "balance_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"due_on" date NOT NULL,
	"cancel_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_notices_stage_check" CHECK ("balance_notices"."stage" in ('days-14', 'days-7', 'days-2', 'overdue', 'cancel-notice'))
);
--> statement-breakpoint
ALTER TABLE "balance_notices" ADD CONSTRAINT "balance_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_notices_stage_idx" ON "balance_notices" USING btree ("booking_id","stage","due_on");