CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model_name" text DEFAULT '' NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"difficulty" text NOT NULL,
	"muscles_worked" text[] DEFAULT '{}' NOT NULL,
	"equipment" text[] DEFAULT '{}' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"estimated_duration" integer,
	"calories_burned" integer,
	"is_public" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_foods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"serving_size" double precision NOT NULL,
	"serving_measure" text NOT NULL,
	"calories" double precision NOT NULL,
	"protein" double precision NOT NULL,
	"fat" double precision NOT NULL,
	"total_carbs" double precision NOT NULL,
	"is_vegan" boolean DEFAULT false NOT NULL,
	"is_vegetarian" boolean DEFAULT false NOT NULL,
	"is_gluten_free" boolean DEFAULT false NOT NULL,
	"is_dairy_free" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performed_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workout_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"set_row_id" uuid NOT NULL,
	"performed_at" timestamp with time zone NOT NULL,
	"reps" integer,
	"weight" text,
	"weight_unit" text,
	"duration" text,
	"tempo" text
);
--> statement-breakpoint
CREATE TABLE "set_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assigned_to" uuid NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"scheduled_date" date,
	"completed_date" timestamp with time zone,
	"estimated_duration" integer,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performed_sets" ADD CONSTRAINT "performed_sets_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performed_sets" ADD CONSTRAINT "performed_sets_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_equipment_name_key" ON "library_equipment" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "library_equipment_search_idx" ON "library_equipment" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "library_exercises_name_key" ON "library_exercises" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "library_exercises_search_idx" ON "library_exercises" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "library_foods_name_key" ON "library_foods" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "library_foods_search_idx" ON "library_foods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "performed_sets_client_exercise_idx" ON "performed_sets" USING btree ("client_id","exercise_id","performed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "set_types_name_key" ON "set_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "workouts_assigned_to_idx" ON "workouts" USING btree ("assigned_to","scheduled_date");--> statement-breakpoint
CREATE INDEX "workouts_created_by_idx" ON "workouts" USING btree ("created_by");