ALTER TABLE "messages" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_unmailed_idx" ON "messages" USING btree ("created_at") WHERE "messages"."read_at" is null and "messages"."mailed_at" is null;--> statement-breakpoint
-- Messages sent before this mail existed are not mailed about: their recipients were never promised it.
UPDATE "messages" SET "mailed_at" = now() WHERE "read_at" IS NULL;