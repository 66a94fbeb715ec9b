CREATE TABLE "calendar_versions" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises the counters of these people (those who still exist), in a fixed order so that two writers
-- never wait on each other's counters in a cycle.
CREATE FUNCTION "calendar_versions_bump"("owners" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "calendar_versions" AS v ("owner_id", "version")
  SELECT "id", 1 FROM "users" WHERE "id" = ANY("owners") ORDER BY "id"
  ON CONFLICT ("owner_id") DO UPDATE SET "version" = v."version" + 1;
$$;--> statement-breakpoint
-- A change to these clients' workouts shows on their own calendar and on their trainer's.
CREATE FUNCTION "calendar_versions_raise"("clients" uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT "calendar_versions_bump"(ARRAY(
    SELECT "id" FROM "users" WHERE "id" = ANY("clients")
    UNION SELECT "trainer_id" FROM "users" WHERE "id" = ANY("clients") AND "trainer_id" IS NOT NULL));
$$;--> statement-breakpoint
-- Once per statement (a program's hundreds of workouts raise each counter once), in the writer's
-- transaction: a reader sees the new counter exactly when it sees the new rows. An update raises
-- counters only if it changed what a calendar shows (not a set's actuals or the plan).
CREATE FUNCTION "calendar_versions_workouts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "calendar_versions_raise"(ARRAY(SELECT DISTINCT "assigned_to" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "calendar_versions_raise"(ARRAY(SELECT DISTINCT "assigned_to" FROM "old_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "calendar_versions_raise"(ARRAY(
      SELECT unnest(ARRAY[o."assigned_to", n."assigned_to"])
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE (o."name", o."description", o."status", o."scheduled_date", o."completed_date",
             o."estimated_duration", o."tags", o."assigned_to", o."created_by", o."created_at")
        IS DISTINCT FROM
            (n."name", n."description", n."status", n."scheduled_date", n."completed_date",
             n."estimated_duration", n."tags", n."assigned_to", n."created_by", n."created_at")));
  ELSE
    UPDATE "calendar_versions" SET "version" = "version" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "workouts_calendar_insert" AFTER INSERT ON "workouts" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_versions_workouts"();--> statement-breakpoint
CREATE TRIGGER "workouts_calendar_update" AFTER UPDATE ON "workouts" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_versions_workouts"();--> statement-breakpoint
CREATE TRIGGER "workouts_calendar_delete" AFTER DELETE ON "workouts" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_versions_workouts"();--> statement-breakpoint
CREATE TRIGGER "workouts_calendar_truncate" AFTER TRUNCATE ON "workouts"
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_versions_workouts"();--> statement-breakpoint
-- A client's name, role or trainer shows on calendars too: theirs, and their old and new trainer's.
CREATE FUNCTION "calendar_versions_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "calendar_versions" WHERE "owner_id" = OLD."id";
    PERFORM "calendar_versions_bump"(ARRAY[OLD."trainer_id"]);
  ELSE
    PERFORM "calendar_versions_bump"(ARRAY[NEW."id", OLD."trainer_id", NEW."trainer_id"]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_calendar_update" AFTER UPDATE OF "first_name", "last_name", "trainer_id", "roles" ON "users"
  FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
     OR OLD."trainer_id" IS DISTINCT FROM NEW."trainer_id" OR OLD."roles" IS DISTINCT FROM NEW."roles")
  EXECUTE FUNCTION "calendar_versions_users"();--> statement-breakpoint
CREATE TRIGGER "users_calendar_delete" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "calendar_versions_users"();
