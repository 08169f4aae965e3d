CREATE TABLE "instructors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timed_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_failed_at" timestamp with time zone,
	"last_succeeded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "classes" ALTER COLUMN "schedule" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "class_time" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "instructor_id" uuid;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "instructor_id" uuid;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "weekly_times" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "weeks_ahead" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_class_time_idx" ON "calendar_events" USING btree ("class_id","event_date","class_time");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_weeks_ahead_check" CHECK ("classes"."weeks_ahead" between 1 and 52);