-- An update raises the calendar counters when it changes a column a workout summary shows
-- (workout-summary.ts). The program assignment that scheduled a workout was missing (its foreign key
-- clears it when the assignment is deleted, and calendars and lists kept showing it), and so was the
-- id, which the old and new rows were matched by: a row whose id changed is one row gone and another
-- come. Updates now go through this function of their own; inserts, deletes and truncates still go
-- through calendar_versions_workouts, whose UPDATE branch is no longer called.
CREATE FUNCTION "calendar_versions_workouts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "calendar_versions_raise"(ARRAY(
    SELECT unnest(ARRAY[o."assigned_to", n."assigned_to"])
    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE (o."name", o."description", o."status", o."scheduled_date", o."completed_date",
           o."created_at", o."estimated_duration", o."tags", o."assigned_to", o."created_by",
           o."program_assignment_id")
      IS DISTINCT FROM
          (n."name", n."description", n."status", n."scheduled_date", n."completed_date",
           n."created_at", n."estimated_duration", n."tags", n."assigned_to", n."created_by",
           n."program_assignment_id")
    UNION ALL
    SELECT o."assigned_to" FROM "old_rows" o WHERE NOT EXISTS (SELECT FROM "new_rows" n WHERE n."id" = o."id")
    UNION ALL
    SELECT n."assigned_to" FROM "new_rows" n WHERE NOT EXISTS (SELECT FROM "old_rows" o WHERE o."id" = n."id")));
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "workouts_calendar_update" ON "workouts";--> statement-breakpoint
CREATE TRIGGER "workouts_calendar_update" AFTER UPDATE ON "workouts" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_versions_workouts_update"();
