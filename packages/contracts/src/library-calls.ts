import { z } from 'zod';
import { errorBody, idSchema } from './common.ts';
import {
  equipmentAnswer,
  equipmentInput,
  equipmentListAnswer,
  exerciseAnswer,
  exerciseInput,
  exerciseListAnswer,
  exerciseSearchQuery,
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
import { EXERCISE_PICTURE_WIDTHS } from './exercise-details.ts';

const tags = ['libraries'];
const params = z.object({ id: idSchema });

/** The calls of one library: search it, read, add and change an item, import rows. */
function kindCalls<
  K extends LibraryKind,
  L extends z.ZodType,
  O extends z.ZodType,
  I extends z.ZodType,
  Q extends z.ZodType = typeof librarySearchQuery,
>(kind: K, { list, one, input, query }: { list: L; one: O; input: I; query?: Q }) {
  return {
    list: route({
      method: 'GET',
      path: `/api/libraries/${kind}`,
      summary: `Search the ${kind} library`,
      tags,
      query: (query ?? librarySearchQuery) as Q,
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
  query: exerciseSearchQuery,
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

  exercisePicture: route({
    method: 'GET',
    path: '/api/exercise-pictures/:file',
    summary: "One of an exercise's pictures",
    description: `Answers the picture itself (image/webp), ${EXERCISE_PICTURE_WIDTHS.join(' or ')} px wide, named \`<key>-<width>.webp\` after an exercise's \`pictures\` key. Needs no sign-in (the pictures are public domain); the name carries a hash of the content, so the answer is cached for a year (\`Cache-Control: public, max-age=31536000, immutable\`). Any other name answers 404.`,
    tags,
    public: true,
    params: z.object({ file: z.string() }),
    answers: { 200: z.string().describe('The picture (image/webp)'), 404: errorBody },
  }),

  setTypes: route({
    method: 'GET',
    path: '/api/set-types',
    summary: 'List the set types',
    tags: ['workouts'],
    answers: { 200: setTypeListAnswer },
  }),
};
