ALTER TABLE "calendar_events" ADD COLUMN "slot_capacity" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "type" text DEFAULT 'workshop' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_slot_capacity_check" CHECK ("calendar_events"."slot_capacity" >= 0);--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_type_check" CHECK ("calendar_events"."type" in ('therapy', 'workshop', 'retreat'));