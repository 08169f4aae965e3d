CREATE TABLE "booking_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_guests_position_check" CHECK ("booking_guests"."position" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guest_practitioners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_id" uuid NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_id" uuid NOT NULL,
	"response_id" uuid,
	"user_id" text,
	"staff_name" text NOT NULL,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_access_log_action_check" CHECK ("health_access_log"."action" in ('view', 'file', 'review'))
);
--> statement-breakpoint
CREATE TABLE "practitioners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"doctor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioners_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_reminders" (
	"booking_guest_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_reminders_booking_guest_id_questionnaire_id_stage_pk" PRIMARY KEY("booking_guest_id","questionnaire_id","stage"),
	CONSTRAINT "questionnaire_reminders_stage_check" CHECK ("questionnaire_reminders"."stage" in ('7-days', '2-days'))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_guest_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"questionnaire_version" integer NOT NULL,
	"answers" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"completed_at" timestamp with time zone,
	"keep" boolean DEFAULT false NOT NULL,
	"review" text,
	"review_note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_responses_status_check" CHECK ("questionnaire_responses"."status" in ('draft', 'complete')),
	CONSTRAINT "questionnaire_responses_review_check" CHECK ("questionnaire_responses"."review" is null or "questionnaire_responses"."review" in ('reviewed', 'call', 'not-suitable'))
);
--> statement-breakpoint
ALTER TABLE "retreats" ADD COLUMN "doctor_guided" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_confirmed_by_auth_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_practitioners" ADD CONSTRAINT "guest_practitioners_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_practitioners" ADD CONSTRAINT "guest_practitioners_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_access_log" ADD CONSTRAINT "health_access_log_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_access_log" ADD CONSTRAINT "health_access_log_response_id_questionnaire_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."questionnaire_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_access_log" ADD CONSTRAINT "health_access_log_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioners" ADD CONSTRAINT "practitioners_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_files" ADD CONSTRAINT "questionnaire_files_response_id_questionnaire_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."questionnaire_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_reminders" ADD CONSTRAINT "questionnaire_reminders_booking_guest_id_booking_guests_id_fk" FOREIGN KEY ("booking_guest_id") REFERENCES "public"."booking_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_reminders" ADD CONSTRAINT "questionnaire_reminders_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_booking_guest_id_booking_guests_id_fk" FOREIGN KEY ("booking_guest_id") REFERENCES "public"."booking_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_reviewed_by_auth_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_guests_position_idx" ON "booking_guests" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_guests_guest_idx" ON "booking_guests" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "erasure_requests_guest_idx" ON "erasure_requests" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "guest_practitioners_guest_idx" ON "guest_practitioners" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "guest_practitioners_practitioner_idx" ON "guest_practitioners" USING btree ("practitioner_id");--> statement-breakpoint
CREATE INDEX "health_access_log_guest_idx" ON "health_access_log" USING btree ("guest_id","at");--> statement-breakpoint
CREATE INDEX "questionnaire_files_response_idx" ON "questionnaire_files" USING btree ("response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_guest_idx" ON "questionnaire_responses" USING btree ("booking_guest_id","questionnaire_id");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_questionnaire_idx" ON "questionnaire_responses" USING btree ("questionnaire_id");--> statement-breakpoint
-- The booker is the booking's first guest: added when the booking is stored, and following the booking's
-- guest when staff change it (a new address) or a merge moves it, so no insert or update path can miss it.
CREATE OR REPLACE FUNCTION bookings_keep_booker() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_guests (booking_id, guest_id, position) VALUES (NEW.id, NEW.guest_id, 1);
  ELSIF NEW.guest_id IS DISTINCT FROM OLD.guest_id THEN
    UPDATE booking_guests SET guest_id = NEW.guest_id WHERE booking_id = NEW.id AND position = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_keep_booker AFTER INSERT OR UPDATE OF guest_id ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_keep_booker();--> statement-breakpoint
INSERT INTO booking_guests (booking_id, guest_id, position, created_at) SELECT id, guest_id, 1, created_at FROM bookings;
