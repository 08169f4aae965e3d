CREATE TABLE "invoice_sequences" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_sequences_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"booking_id" uuid,
	"refund_id" uuid,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit-note'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text DEFAULT 'promo' NOT NULL,
	"discount_type" text NOT NULL,
	"percent_off" integer,
	"amount_paise" integer,
	"balance_paise" integer,
	"valid_from" date,
	"valid_until" date,
	"max_uses" integer,
	"max_uses_per_email" integer,
	"applies_to" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"source_booking_id" uuid,
	"owner_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('promo', 'credit')),
	CONSTRAINT "promo_codes_discount_type_check" CHECK ("promo_codes"."discount_type" in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_percent_check" CHECK ("promo_codes"."percent_off" is null or "promo_codes"."percent_off" between 1 and 100),
	CONSTRAINT "promo_codes_amount_check" CHECK ("promo_codes"."amount_paise" is null or "promo_codes"."amount_paise" > 0),
	CONSTRAINT "promo_codes_balance_check" CHECK ("promo_codes"."balance_paise" is null or "promo_codes"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"customer_email" text NOT NULL,
	"discount_paise" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_payment_order_id_unique" UNIQUE("payment_order_id"),
	CONSTRAINT "promo_redemptions_discount_check" CHECK ("promo_redemptions"."discount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"payment_order_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"cause" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"requested_by" text NOT NULL,
	"failure_reason" text,
	"last_attempt_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_cause_unique" UNIQUE("cause"),
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_provider_check" CHECK ("refunds"."provider" in ('razorpay', 'demo'))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_state" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "payment_mode" text DEFAULT 'at-estate' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "price_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "customer_state" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "selected_slot" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "seat_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_source_booking_id_bookings_id_fk" FOREIGN KEY ("source_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_booking_idx" ON "invoices" USING btree ("booking_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_source_booking_idx" ON "promo_codes" USING btree ("source_booking_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("promo_code_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_order_idx" ON "refunds" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_state_created_idx" ON "refunds" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_event_slot_idx" ON "payment_orders" USING btree ("event_id","selected_slot");--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_payment_mode_check" CHECK ("calendar_events"."payment_mode" in ('at-estate', 'online'));--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_price_paise_check" CHECK ("calendar_events"."price_paise" is null or "calendar_events"."price_paise" > 0);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_discount_check" CHECK ("payment_orders"."discount_paise" >= 0);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_kind_check" CHECK ("payment_orders"."kind" in ('retreat', 'stay', 'event'));