ALTER TABLE "calendar_versions" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_versions" DROP CONSTRAINT "calendar_versions_pkey";--> statement-breakpoint
ALTER TABLE "calendar_versions" ADD CONSTRAINT "calendar_versions_owner_id_shard_pk" PRIMARY KEY("owner_id","shard");--> statement-breakpoint
-- A person's counter is the sum of their shards. Each connection raises its own shard (of 16): a row
-- raised stays locked until its writer commits, and one row per person made every writer for that
-- person (a client completing workouts, and their trainer, whom all their clients' writes raise)
-- wait in turn for each other's commit. Still in a fixed order, so that two writers never wait on
-- each other's counters in a cycle.
CREATE OR REPLACE FUNCTION "calendar_versions_bump"("owners" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "calendar_versions" AS v ("owner_id", "shard", "version")
  SELECT "id", pg_backend_pid() % 16, 1 FROM "users" WHERE "id" = ANY("owners") ORDER BY "id"
  ON CONFLICT ("owner_id", "shard") DO UPDATE SET "version" = v."version" + 1;
$$;
