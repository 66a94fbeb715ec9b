-- Whether a client is active shows on their trainer's calendar too: a deactivated client leaves it,
-- a reactivated one comes back, so the change raises the same counters as a change of trainer.
DROP TRIGGER "users_calendar_update" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_calendar_update" AFTER UPDATE OF "first_name", "last_name", "trainer_id", "roles", "is_active" ON "users"
  FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
     OR OLD."trainer_id" IS DISTINCT FROM NEW."trainer_id" OR OLD."roles" IS DISTINCT FROM NEW."roles"
     OR OLD."is_active" IS DISTINCT FROM NEW."is_active")
  EXECUTE FUNCTION "calendar_versions_users"();
