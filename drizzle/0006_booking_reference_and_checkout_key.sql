-- A booking's short reference, SKN- and six characters without look-alikes (0/O, 1/I/L, U): 30^6, about
-- 729 million. A volatile default, so every existing row gets its own when the column is added.
CREATE OR REPLACE FUNCTION booking_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'SKN-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 30)::int, 1), '')
  FROM generate_series(1, 6)
$$;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text DEFAULT booking_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_idempotency_key_unique" UNIQUE("idempotency_key");