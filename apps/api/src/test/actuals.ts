// What a client sends when they record a workout (PATCH /api/workouts/:id, .../complete): the ids of
// the workout as it was read back, and the values done on each set row.

/** A workout as read back: its blocks, their exercises and their set rows, each with its id. */
export interface PlanIds {
  sets: { id: string; exercises: { id: string; sets: { id: string }[] }[] }[];
}

/**
 * The `sets` of a body recording `w`: each exercise's set row `i` with `row(i)`, each exercise
 * with `exercise` beside its rows.
 */
export const actualsOf = (w: PlanIds, row: (i: number) => object, exercise: object = {}) =>
  w.sets.map((b) => ({
    id: b.id,
    exercises: b.exercises.map((e) => ({
      id: e.id,
      ...exercise,
      sets: e.sets.map((s, i) => ({ id: s.id, ...row(i) })),
    })),
  }));
