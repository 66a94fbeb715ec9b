CREATE TABLE "library_versions" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "library_versions" ("kind") VALUES ('exercises'), ('equipment'), ('foods');--> statement-breakpoint
-- Every write to a library raises its counter once per statement (an import of many rows too), in
-- the writer's transaction: a reader sees the new counter exactly when it sees the new rows.
CREATE FUNCTION "library_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "library_versions" SET "version" = "version" + 1 WHERE "kind" = TG_ARGV[0];
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "library_exercises_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "library_exercises"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_version_raise"('exercises');--> statement-breakpoint
CREATE TRIGGER "library_equipment_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "library_equipment"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_version_raise"('equipment');--> statement-breakpoint
CREATE TRIGGER "library_foods_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "library_foods"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_version_raise"('foods');
