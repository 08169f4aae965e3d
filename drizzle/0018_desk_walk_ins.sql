ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_offline_method_check";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "customer_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "customer_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_offline_method_check" CHECK ("payment_orders"."offline_method" in ('cash', 'upi', 'card', 'bank-transfer'));