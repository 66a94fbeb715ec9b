-- A program assignment can be ended by the coach: its future, not-yet-done workouts are deleted, and
-- the assignment stays (with the day it ended) for the workouts already done under it.
ALTER TABLE "program_assignments" ADD COLUMN "ended_at" timestamp with time zone;
