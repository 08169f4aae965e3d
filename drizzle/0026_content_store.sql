CREATE TABLE "content_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"published" jsonb NOT NULL,
	"draft" jsonb,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	"restored_from" uuid
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_key_content_entries_key_fk" FOREIGN KEY ("key") REFERENCES "public"."content_entries"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_restored_from_content_revisions_id_fk" FOREIGN KEY ("restored_from") REFERENCES "public"."content_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_key_number_idx" ON "content_revisions" USING btree ("key","number");