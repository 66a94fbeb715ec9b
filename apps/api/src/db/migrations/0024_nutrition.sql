CREATE TABLE "body_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"date_of_birth" date,
	"sex" text,
	"height_cm" double precision,
	"weight_kg" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutrition_target_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"changed_by" uuid,
	"targets" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutrition_targets" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"kcal" integer NOT NULL,
	"protein" double precision NOT NULL,
	"carbs" double precision NOT NULL,
	"fat" double precision NOT NULL,
	"fiber" double precision,
	"rest_kcal" integer,
	"rest_protein" double precision,
	"rest_carbs" double precision,
	"rest_fat" double precision,
	"rest_fiber" double precision,
	"goal_rate_kg_per_week" double precision,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "fiber" double precision;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "sugar" double precision;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "sodium" double precision;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "serving_grams" double precision;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "portions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "fdc_id" integer;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "commonness" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "body_profiles" ADD CONSTRAINT "body_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_target_changes" ADD CONSTRAINT "nutrition_target_changes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_target_changes" ADD CONSTRAINT "nutrition_target_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_targets" ADD CONSTRAINT "nutrition_targets_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_targets" ADD CONSTRAINT "nutrition_targets_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nutrition_target_changes_client_idx" ON "nutrition_target_changes" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "library_foods" ADD CONSTRAINT "library_foods_fdc_id_unique" UNIQUE("fdc_id");