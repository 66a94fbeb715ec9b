ALTER TABLE "library_foods" ADD COLUMN "fiber" double precision;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "sugar" double precision;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "sodium" double precision;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "serving_grams" double precision;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "portions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "fdc_id" integer;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_foods" ADD COLUMN "commonness" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_foods" ADD CONSTRAINT "library_foods_fdc_id_unique" UNIQUE("fdc_id");