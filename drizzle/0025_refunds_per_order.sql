ALTER TABLE "refunds" DROP CONSTRAINT "refunds_cause_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cause_payment_order_idx" ON "refunds" USING btree ("cause","payment_order_id");