import { vi } from 'vitest';
import type { Equipment, Exercise, Food, LibraryKind } from '@kinetic/contracts/libraries';
import { mockFetch, type MockAnswer, type RecordedCall } from '../../../test/mock-fetch.ts';

const at = '2026-01-01T00:00:00.000Z';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeExercise(n: number, overrides: Partial<Exercise> = {}): Exercise {
  return {
    id: uuid(n),
    createdAt: at,
    name: `Exercise ${n}`,
    description: '',
    category: 'Strength',
    difficulty: 'BEGINNER',
    musclesWorked: [],
    equipment: [],
    videoUrl: '',
    estimatedDuration: null,
    caloriesBurned: null,
    contraindications: [],
    approved: true,
    isPublic: true,
    primaryMuscles: [],
    secondaryMuscles: [],
    force: null,
    mechanic: null,
    instructions: [],
    pictures: [],
    ...overrides,
  };
}

export const exercises: Exercise[] = [
  makeExercise(1, {
    name: 'Back Squat',
    description: 'Bar on the upper back, sit between the hips.',
    difficulty: 'INTERMEDIATE',
    musclesWorked: ['Quadriceps', 'Glutes'],
    equipment: ['Barbell', 'Squat Rack'],
    estimatedDuration: 10,
    caloriesBurned: 80,
    contraindications: ['knee', 'lower-back'],
  }),
  makeExercise(2, { name: 'Goblet Squat', musclesWorked: ['Quadriceps'], equipment: ['Dumbbell'] }),
  makeExercise(3, { name: 'Jump Squat', difficulty: 'ADVANCED', approved: false, category: 'Plyometrics' }),
  makeExercise(4, { name: 'Plank', category: 'Core', musclesWorked: ['Core'] }),
];

export const equipment: Equipment[] = [
  {
    id: uuid(101),
    createdAt: at,
    name: 'Adjustable Bench',
    description: 'Flat to upright.',
    category: 'Benches and racks',
    location: 'Free weights area',
    brand: 'Life Fitness',
    modelName: 'Signature',
    isAvailable: true,
    approved: true,
  },
  {
    id: uuid(102),
    createdAt: at,
    name: 'Rowing Machine',
    description: '',
    category: 'Cardio',
    location: 'Cardio deck',
    brand: 'Concept2',
    modelName: 'RowErg',
    isAvailable: false,
    approved: true,
  },
];

export const foods: Food[] = [
  {
    id: uuid(201),
    createdAt: at,
    name: 'Almond butter',
    description: 'A tablespoon of plain almond butter.',
    brand: '',
    category: 'Nuts and seeds',
    servingSize: 1,
    servingMeasure: 'tbsp',
    calories: 98,
    protein: 3.4,
    fat: 8.9,
    totalCarbs: 3,
    fiber: 1.6,
    sugar: 0.7,
    sodium: 1,
    servingGrams: 16,
    portions: [{ label: '1 tbsp', grams: 16 }],
    source: 'USDA FoodData Central, SR Legacy, FDC 168588',
    fdcId: 168588,
    isVegan: true,
    isVegetarian: true,
    isGlutenFree: true,
    isDairyFree: false,
    approved: true,
    isPublic: true,
  },
];

const ALL: Record<LibraryKind, { name: string }[]> = { exercises, equipment, foods };

/** A list answer as the API gives it: matching items by name, a page of them, and both totals. */
export function listAnswer(
  kind: LibraryKind,
  items: { name: string }[],
  params: URLSearchParams,
): MockAnswer {
  const search = (params.get('search') ?? '').toLowerCase();
  const matching = items.filter((i) => i.name.toLowerCase().includes(search));
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? 200);
  return {
    body: {
      [kind]: matching.slice(offset, offset + limit),
      total: matching.length,
      libraryTotal: items.length,
    },
  };
}

export type ListHandler = (params: URLSearchParams) => MockAnswer | Promise<MockAnswer>;

/**
 * Stubs fetch: GET /api/libraries/{kind} answers from `lists` (default: the fixtures, searched by name),
 * seeing the query string; everything else goes to mockFetch's handlers. Recorded list calls keep their
 * query string in `path`.
 */
export function mockLibraries(
  lists: Partial<Record<LibraryKind, ListHandler>> = {},
  handlers: Parameters<typeof mockFetch>[0] = {},
): RecordedCall[] {
  const calls = mockFetch(handlers);
  const inner = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      // The read-only catalogs (/api/exercises, /api/equipment) answer the same lists.
      const match = /^\/api\/(?:libraries\/)?(exercises|equipment|foods)$/.exec(url.pathname);
      const method = (init?.method ?? 'GET').toUpperCase();
      if (!match || method !== 'GET') return inner(input, init);
      const kind = match[1] as LibraryKind;
      calls.push({
        method,
        path: `${url.pathname}${url.search}`,
        query: url.searchParams,
        body: undefined,
        headers: {},
      });
      const handler = lists[kind] ?? ((params: URLSearchParams) => listAnswer(kind, ALL[kind], params));
      const answer = await handler(url.searchParams);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The GET list calls of one library, with their query strings. */
export const listCalls = (calls: RecordedCall[], kind: LibraryKind) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith(`/api/libraries/${kind}?`));
