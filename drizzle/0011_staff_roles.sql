ALTER TABLE "auth_user" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
-- Issue #17: the one staff role there was ('admin', all-powerful) is now the owner.
UPDATE "auth_user" SET "role" = 'owner' WHERE "role" = 'admin';
