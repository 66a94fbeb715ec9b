import { z } from 'zod';
import { errorBody, idSchema } from './common.ts';
import {
  equipmentAnswer,
  equipmentInput,
  equipmentListAnswer,
  exerciseAnswer,
  exerciseInput,
  exerciseListAnswer,
  foodAnswer,
  foodInput,
  foodListAnswer,
  importAnswer,
  importBody,
  librarySearchQuery,
  setTypeListAnswer,
  type LibraryKind,
} from './libraries.ts';
import { route } from './route.ts';

const tags = ['libraries'];
const params = z.object({ id: idSchema });

/** The calls of one library: search it, read, add and change an item, import rows. */
function kindCalls<K extends LibraryKind, L extends z.ZodType, O extends z.ZodType, I extends z.ZodType>(
  kind: K,
  { list, one, input }: { list: L; one: O; input: I },
) {
  return {
    list: route({
      method: 'GET',
      path: `/api/libraries/${kind}`,
      summary: `Search the ${kind} library`,
      tags,
      query: librarySearchQuery,
      answers: { 200: list },
    }),

    one: route({
      method: 'GET',
      path: `/api/libraries/${kind}/:id`,
      summary: `One item of the ${kind} library`,
      tags,
      params,
      answers: { 200: one, 404: errorBody },
    }),

    create: route({
      method: 'POST',
      path: `/api/libraries/${kind}`,
      summary: `Add an item to the ${kind} library`,
      tags,
      body: input,
      answers: { 201: one, 400: errorBody, 409: errorBody },
    }),

    update: route({
      method: 'PUT',
      path: `/api/libraries/${kind}/:id`,
      summary: `Change an item of the ${kind} library`,
      tags,
      params,
      body: input,
      answers: { 200: one, 400: errorBody, 404: errorBody, 409: errorBody },
    }),

    import: route({
      method: 'POST',
      path: `/api/libraries/${kind}/import`,
      summary: `Import rows into the ${kind} library`,
      tags,
      body: importBody,
      answers: { 200: importAnswer, 400: errorBody },
    }),
  };
}

const exercises = kindCalls('exercises', {
  list: exerciseListAnswer,
  one: exerciseAnswer,
  input: exerciseInput,
});
const equipment = kindCalls('equipment', {
  list: equipmentListAnswer,
  one: equipmentAnswer,
  input: equipmentInput,
});

/** The shared libraries' calls, by kind, and the set types the workout builder's blocks take. */
export const libraryCalls = {
  exercises,
  equipment,
  foods: kindCalls('foods', { list: foodListAnswer, one: foodAnswer, input: foodInput }),

  /** The older read-only catalogs (/exercises, /equipment) read the same lists under a path of their own. */
  catalog: {
    exercises: route({ ...exercises.list, path: '/api/exercises' }),
    equipment: route({ ...equipment.list, path: '/api/equipment' }),
  },

  setTypes: route({
    method: 'GET',
    path: '/api/set-types',
    summary: 'List the set types',
    tags: ['workouts'],
    answers: { 200: setTypeListAnswer },
  }),
};
