ALTER TABLE "users" ADD COLUMN "conditions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_exercises" ADD COLUMN "contraindications" text[] DEFAULT '{}' NOT NULL;