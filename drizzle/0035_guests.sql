CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"phone_digits" text,
	"date_of_birth" date,
	"dietary_needs" text,
	"allergies" text,
	"emergency_contact" text,
	"staff_notes" text,
	"edited_by_staff_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_email_idx" ON "guests" USING btree (lower("email")) WHERE "guests"."email" is not null;--> statement-breakpoint
CREATE INDEX "guests_phone_digits_idx" ON "guests" USING btree ("phone_digits");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_phone_only_idx" ON "guests" USING btree ("phone_digits") WHERE "guests"."email" is null and "guests"."phone_digits" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_guest_idx" ON "bookings" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to"));--> statement-breakpoint
-- What a phone number is matched by: its digits, with India's +91 or trunk 0 taken off a ten-digit mobile
-- number, so "+91 98765 43210", "098765 43210" and "9876543210" are one number. Fewer than six digits is
-- no number to match by.
CREATE OR REPLACE FUNCTION guest_phone_digits(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN length(d) < 6 THEN NULL
    WHEN length(d) = 12 AND d LIKE '91%' THEN substr(d, 3)
    WHEN length(d) = 11 AND d LIKE '0%' THEN substr(d, 2)
    ELSE d
  END
  FROM (SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS d) AS digits
$$;--> statement-breakpoint
-- The guest a booking belongs to: by e-mail in any letter case, else (no e-mail) by phone digits, else a new
-- guest. Two bookings inserting the same new guest at once both try the insert; the unique indexes let one
-- make it and the other, waiting for that one to commit, find it. A guest found by e-mail keeps everything
-- staff keep on the profile; its name and phone follow the latest booking only until staff edit the profile.
-- The guest found is locked until the booking is stored, so a merge cannot delete it meanwhile; by e-mail
-- at once as for the update that follows, since two bookings upgrading a shared lock would deadlock.
CREATE OR REPLACE FUNCTION guest_for_booking(guest_name text, guest_email text, guest_phone text)
RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  address text := lower(nullif(btrim(guest_email), ''));
  digits text := guest_phone_digits(guest_phone);
  phone_given text := nullif(btrim(guest_phone), '');
  guest uuid;
BEGIN
  -- A merge may delete the guest just found; the next round finds the one it was merged into.
  FOR round IN 1..3 LOOP
    IF address IS NOT NULL THEN
      SELECT id INTO guest FROM guests WHERE lower(email) = address FOR NO KEY UPDATE;
      IF guest IS NULL THEN
        INSERT INTO guests (name, email, phone, phone_digits) VALUES (guest_name, address, phone_given, digits)
          ON CONFLICT (lower(email)) WHERE email IS NOT NULL DO NOTHING
          RETURNING id INTO guest;
        IF guest IS NOT NULL THEN RETURN guest; END IF;
        SELECT id INTO guest FROM guests WHERE lower(email) = address FOR NO KEY UPDATE;
      END IF;
      IF guest IS NOT NULL THEN
        UPDATE guests
          SET name = guest_name, phone = coalesce(phone_given, phone), phone_digits = coalesce(digits, phone_digits), updated_at = now()
          WHERE id = guest AND edited_by_staff_at IS NULL;
        RETURN guest;
      END IF;
    ELSIF digits IS NOT NULL THEN
      -- A guest without an e-mail first (the one the number belongs to), else whoever gave it first.
      SELECT id INTO guest FROM guests WHERE phone_digits = digits
        ORDER BY email IS NULL DESC, created_at, id LIMIT 1 FOR SHARE;
      IF guest IS NULL THEN
        INSERT INTO guests (name, phone, phone_digits) VALUES (guest_name, phone_given, digits)
          ON CONFLICT (phone_digits) WHERE email IS NULL AND phone_digits IS NOT NULL DO NOTHING
          RETURNING id INTO guest;
        IF guest IS NOT NULL THEN RETURN guest; END IF;
        SELECT id INTO guest FROM guests WHERE phone_digits = digits AND email IS NULL FOR SHARE;
      END IF;
      IF guest IS NOT NULL THEN RETURN guest; END IF;
    ELSE
      INSERT INTO guests (name, phone) VALUES (guest_name, phone_given) RETURNING id INTO guest;
      RETURN guest;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no guest could be found or made for this booking';
END
$$;--> statement-breakpoint
-- Every booking there is, oldest first, so each guest's name and phone end as their latest booking gives
-- them, and each guest is as old as their first booking.
DO $$
DECLARE
  booking record;
BEGIN
  FOR booking IN SELECT id, customer_name, customer_email, customer_phone FROM bookings ORDER BY created_at, id LOOP
    UPDATE bookings SET guest_id = guest_for_booking(booking.customer_name, booking.customer_email, booking.customer_phone)
      WHERE id = booking.id;
  END LOOP;
  UPDATE guests SET created_at = first.at, updated_at = first.at
    FROM (SELECT guest_id, min(created_at) AS at FROM bookings GROUP BY guest_id) AS first
    WHERE first.guest_id = guests.id;
END
$$;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "guest_id" SET NOT NULL;--> statement-breakpoint
-- Bookings are inserted in several places (guest checkouts, the desk, the retreat form, staff forms): the
-- database gives each its guest, so none can be missed.
CREATE OR REPLACE FUNCTION bookings_find_guest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.guest_id IS NULL THEN
    NEW.guest_id := guest_for_booking(NEW.customer_name, NEW.customer_email, NEW.customer_phone);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_find_guest BEFORE INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_find_guest();
