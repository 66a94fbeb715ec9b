CREATE TABLE "custom_foods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"calories" double precision NOT NULL,
	"protein" double precision NOT NULL,
	"total_carbs" double precision NOT NULL,
	"fat" double precision NOT NULL,
	"fiber" double precision,
	"sugar" double precision,
	"sodium" double precision,
	"serving_grams" double precision,
	"portions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shared_with_clients" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_diary_entries" ADD COLUMN "custom_food_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_foods" ADD CONSTRAINT "custom_foods_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_foods_owner_idx" ON "custom_foods" USING btree ("owner_id","name");--> statement-breakpoint
ALTER TABLE "food_diary_entries" ADD CONSTRAINT "food_diary_entries_custom_food_id_custom_foods_id_fk" FOREIGN KEY ("custom_food_id") REFERENCES "public"."custom_foods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_diary_entries_client_custom_food_idx" ON "food_diary_entries" USING btree ("client_id","custom_food_id");