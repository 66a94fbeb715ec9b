CREATE TABLE "nutrition_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"week" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reasoning" text NOT NULL,
	"weeks" jsonb NOT NULL,
	"rate_kg_per_week" double precision NOT NULL,
	"goal_rate_kg_per_week" double precision NOT NULL,
	"kcal_change" integer NOT NULL,
	"current" jsonb NOT NULL,
	"proposed" jsonb NOT NULL,
	"applied" jsonb,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nutrition_adjustments" ADD CONSTRAINT "nutrition_adjustments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_adjustments" ADD CONSTRAINT "nutrition_adjustments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_adjustments_client_week_key" ON "nutrition_adjustments" USING btree ("client_id","week");