ALTER TABLE "bookings" DROP CONSTRAINT "bookings_kind_check";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "learning_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "learning_batches" ADD COLUMN "deposit_rule" jsonb DEFAULT '{"type":"none"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_programmes" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "learning_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_learning_batch_id_learning_batches_id_fk" FOREIGN KEY ("learning_batch_id") REFERENCES "public"."learning_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_learning_batch_id_learning_batches_id_fk" FOREIGN KEY ("learning_batch_id") REFERENCES "public"."learning_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_learning_batch_idx" ON "bookings" USING btree ("learning_batch_id") WHERE "bookings"."learning_batch_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_learning_batch_idx" ON "payment_orders" USING btree ("learning_batch_id") WHERE "payment_orders"."learning_batch_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('event', 'retreat', 'stay', 'training'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_kind_check" CHECK ("payment_orders"."kind" in ('retreat', 'stay', 'event', 'training'));--> statement-breakpoint
-- The site's first two programmes, seeded before programmes had questions, ask the first ones (app/lib/training.ts).
UPDATE "learning_programmes" SET "questions" = '[{"text":"Your experience: how long have you practised yoga, and how?","answer":"long","required":true},{"text":"Your motivation: why do you want to join this training?","answer":"long","required":true}]'::jsonb WHERE "slug" in ('yttc', 'aerial') AND "questions" = '[]'::jsonb;
