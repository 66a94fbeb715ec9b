ALTER TABLE "library_exercises" ADD COLUMN "primary_muscles" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_exercises" ADD COLUMN "secondary_muscles" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_exercises" ADD COLUMN "force" text;--> statement-breakpoint
ALTER TABLE "library_exercises" ADD COLUMN "mechanic" text;--> statement-breakpoint
ALTER TABLE "library_exercises" ADD COLUMN "instructions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_exercises" ADD COLUMN "pictures" text[] DEFAULT '{}' NOT NULL;