ALTER TABLE "bookings" DROP CONSTRAINT "bookings_kind_check";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('event', 'retreat', 'stay', 'training', 'appointment'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_kind_check" CHECK ("payment_orders"."kind" in ('retreat', 'stay', 'event', 'training', 'appointment'));