ALTER TABLE "bookings" ADD COLUMN "deposit_terms" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
CREATE INDEX "bookings_balance_due_on_idx" ON "bookings" USING btree ("balance_due_on") WHERE "bookings"."due_paise" > 0 and "bookings"."balance_due_on" is not null;