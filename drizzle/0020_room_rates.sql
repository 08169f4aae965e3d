CREATE TABLE "room_rate_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"first_night" date NOT NULL,
	"last_night" date NOT NULL,
	"nightly_rate_paise" integer NOT NULL,
	"extra_adult_paise" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_rate_periods_range_check" CHECK ("room_rate_periods"."last_night" >= "room_rate_periods"."first_night"),
	CONSTRAINT "room_rate_periods_rates_check" CHECK ("room_rate_periods"."nightly_rate_paise" >= 0 and "room_rate_periods"."extra_adult_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "rate_basis" text DEFAULT 'adult' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "nightly_rate_paise" integer DEFAULT 342000 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "included_adults" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "extra_adult_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "weekend_rate_paise" integer;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "weekend_extra_adult_paise" integer;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "min_nights" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_rate_periods" ADD CONSTRAINT "room_rate_periods_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_rate_periods_type_idx" ON "room_rate_periods" USING btree ("room_type_id","first_night");--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_rate_basis_check" CHECK ("room_types"."rate_basis" in ('adult', 'room'));--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_rates_check" CHECK ("room_types"."nightly_rate_paise" >= 0 and "room_types"."extra_adult_paise" >= 0 and "room_types"."included_adults" >= 0 and "room_types"."min_nights" >= 1 and coalesce("room_types"."weekend_rate_paise", 0) >= 0 and coalesce("room_types"."weekend_extra_adult_paise", 0) >= 0);