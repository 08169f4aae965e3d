ALTER TABLE "calendar_events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
CREATE INDEX "calendar_events_series_idx" ON "calendar_events" USING btree ("series_id","event_date");