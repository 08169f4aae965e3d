DROP INDEX "invoices_one_per_booking_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_order_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
-- Each invoice issued so far was its booking's only one, for the booking's paid order: it is that order's.
UPDATE "invoices" SET "payment_order_id" = (
  SELECT "payment_orders"."id" FROM "payment_orders"
  WHERE "payment_orders"."booking_id" = "invoices"."booking_id" AND "payment_orders"."state" = 'paid'
  ORDER BY "payment_orders"."paid_at" LIMIT 1
) WHERE "invoices"."kind" = 'invoice' AND "invoices"."booking_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_one_open_balance_idx" ON "payment_orders" USING btree ("booking_id") WHERE "payment_orders"."purpose" = 'balance' and "payment_orders"."state" = 'created';--> statement-breakpoint
CREATE INDEX "payment_orders_booking_idx" ON "payment_orders" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_order_id_unique" UNIQUE("payment_order_id");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_purpose_check" CHECK ("payment_orders"."purpose" in ('booking', 'balance'));