-- A trainer clears a reason a client needs attention (resolved, or snoozed until a time): one row per
-- trainer, client and kind, naming the facts it covers.
CREATE TABLE "attention_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"fact" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"snoozed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attention_resolutions" ADD CONSTRAINT "attention_resolutions_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_resolutions" ADD CONSTRAINT "attention_resolutions_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attention_resolutions_reason_idx" ON "attention_resolutions" USING btree ("trainer_id","client_id","kind");--> statement-breakpoint
-- What hurt when the client completed a workout, as they reported it.
ALTER TABLE "workouts" ADD COLUMN "pain_area" text;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "pain_level" smallint;
--> statement-breakpoint
CREATE INDEX "workouts_pain_idx" ON "workouts" USING btree ("assigned_to","updated_at") WHERE pain_level is not null;
--> statement-breakpoint
-- A message about a workout names it, as it was called when the message was sent.
ALTER TABLE "messages" ADD COLUMN "workout_name" text;--> statement-breakpoint
UPDATE "messages" m SET "workout_name" = w."name" FROM "workouts" w WHERE w."id" = m."workout_id";
