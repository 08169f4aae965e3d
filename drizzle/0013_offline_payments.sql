ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_provider_check";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "offline_method" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_offline_method_check" CHECK ("payment_orders"."offline_method" in ('cash', 'upi', 'bank-transfer'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_provider_check" CHECK ("payment_orders"."provider" in ('razorpay', 'demo', 'offline'));