CREATE TABLE "questionnaire_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"serves" text NOT NULL,
	"retreat_id" uuid,
	"programme_id" uuid,
	"class_id" uuid,
	"event_id" uuid,
	"required" boolean DEFAULT true NOT NULL,
	"fill_at" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_uses_serves_check" CHECK ("questionnaire_uses"."serves" in ('stays', 'retreat', 'training', 'class', 'event')),
	CONSTRAINT "questionnaire_uses_fill_at_check" CHECK ("questionnaire_uses"."fill_at" in ('checkout', 'before-arrival')),
	CONSTRAINT "questionnaire_uses_target_check" CHECK (("questionnaire_uses"."retreat_id" is not null) = ("questionnaire_uses"."serves" = 'retreat')
        and ("questionnaire_uses"."programme_id" is not null) = ("questionnaire_uses"."serves" = 'training')
        and ("questionnaire_uses"."class_id" is not null) = ("questionnaire_uses"."serves" = 'class')
        and ("questionnaire_uses"."event_id" is not null) = ("questionnaire_uses"."serves" = 'event'))
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"definition" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_version_check" CHECK ("questionnaires"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "questionnaire_uses" ADD CONSTRAINT "questionnaire_uses_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_uses" ADD CONSTRAINT "questionnaire_uses_retreat_id_retreats_id_fk" FOREIGN KEY ("retreat_id") REFERENCES "public"."retreats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_uses" ADD CONSTRAINT "questionnaire_uses_programme_id_learning_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."learning_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_uses" ADD CONSTRAINT "questionnaire_uses_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_uses" ADD CONSTRAINT "questionnaire_uses_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_uses_target_idx" ON "questionnaire_uses" USING btree ("questionnaire_id","serves",coalesce("retreat_id", "programme_id", "class_id", "event_id", '00000000-0000-0000-0000-000000000000'::uuid));