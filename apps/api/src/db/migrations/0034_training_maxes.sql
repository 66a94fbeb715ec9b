CREATE TABLE "training_maxes" (
	"client_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"weight" double precision NOT NULL,
	"weight_unit" text NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_maxes_client_id_exercise_id_pk" PRIMARY KEY("client_id","exercise_id")
);
--> statement-breakpoint
ALTER TABLE "training_maxes" ADD CONSTRAINT "training_maxes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_maxes" ADD CONSTRAINT "training_maxes_exercise_id_library_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."library_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_maxes" ADD CONSTRAINT "training_maxes_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;