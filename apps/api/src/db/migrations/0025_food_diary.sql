CREATE TABLE "food_diary_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"date" date NOT NULL,
	"meal_type" text NOT NULL,
	"food_id" uuid,
	"meal_id" uuid,
	"name" text NOT NULL,
	"grams" double precision,
	"servings" double precision,
	"amount" text DEFAULT '' NOT NULL,
	"kcal" double precision NOT NULL,
	"protein" double precision NOT NULL,
	"carbs" double precision NOT NULL,
	"fat" double precision NOT NULL,
	"fiber" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_diary_entries" ADD CONSTRAINT "food_diary_entries_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_diary_entries" ADD CONSTRAINT "food_diary_entries_food_id_library_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."library_foods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_diary_entries" ADD CONSTRAINT "food_diary_entries_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_diary_entries_client_date_idx" ON "food_diary_entries" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "food_diary_entries_client_food_idx" ON "food_diary_entries" USING btree ("client_id","food_id");--> statement-breakpoint
CREATE INDEX "food_diary_entries_meal_idx" ON "food_diary_entries" USING btree ("meal_id");