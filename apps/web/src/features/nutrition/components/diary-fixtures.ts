import {
  amountOf,
  totalsOf,
  versusTargetsOf,
  type DiaryDay,
  type DiaryEntry,
  type DiaryEntryInput,
} from '@kinetic/contracts/food-diary';
import type { Food } from '@kinetic/contracts/libraries';
import { customAsFood, customFoodInput, type CustomFood } from '@kinetic/contracts/custom-foods';
import type { DayTargets } from '@kinetic/contracts/nutrition';
import { shiftCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

type Call = { body: unknown; headers: Record<string, string>; query: URLSearchParams };

// The food diary's tests' data: foods, entries as the API computes them, and a diary server.

export const T = { timeout: 5000 };
export const CLIENT_ID = '00000000-0000-4000-8000-00000000c11e';
export const today = todayCalendarDate();
export const yesterday = shiftCalendarDate(today, -1);

export const food = (over: Partial<Food>): Food => ({
  id: '00000000-0000-4000-8000-00000000f00d',
  name: 'Egg, whole, raw',
  description: '',
  brand: '',
  category: 'Eggs',
  servingSize: 100,
  servingMeasure: 'g',
  calories: 143,
  protein: 12.6,
  fat: 9.5,
  totalCarbs: 0.7,
  fiber: 0,
  sugar: null,
  sodium: null,
  servingGrams: 100,
  portions: [
    { label: '1 large', grams: 50 },
    { label: '1 medium', grams: 44 },
  ],
  isVegan: false,
  isVegetarian: true,
  isGlutenFree: true,
  isDairyFree: true,
  isPublic: true,
  approved: true,
  source: 'USDA',
  fdcId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
export const egg = food({});
export const oats = food({ id: '00000000-0000-4000-8000-0000000000a7', name: 'Oats, rolled', calories: 379 });

/** A trainer's food shared with the client, as the diary's search answers it. */
export const sharedShake = customAsFood(
  {
    id: '00000000-0000-4000-8000-0000000005a1',
    name: 'Recovery shake',
    brand: '',
    calories: 90,
    protein: 10,
    totalCarbs: 8,
    fat: 2,
    fiber: null,
    sugar: null,
    sodium: null,
    servingGrams: 300,
    portions: [],
    sharedWithClients: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  'Maya Lopez',
);
/** The client's own foods the diary server keeps (serve() starts it empty). */
export const ownFoods: CustomFood[] = [];
const asFound = (f: Food) => ({ ...f, custom: false, sharedBy: null });

export const targets: DayTargets = { kcal: 2000, protein: 150, carbs: 200, fat: 60, fiber: null };

let counter = 0;
/** An id the server would give. */
export const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
export const entryOf = (date: string, body: DiaryEntryInput): DiaryEntry => {
  const base = {
    id: nextId(),
    clientId: CLIENT_ID,
    date,
    mealType: body.mealType,
    createdAt: '2026-11-27T08:00:00.000Z',
  };
  if (body.customFoodId) {
    const f = [sharedShake, ...ownFoods.map((o) => customAsFood(o))].find((x) => x.id === body.customFoodId)!;
    const r = amountOf(f, body);
    if ('error' in r) throw new Error(r.error.msg);
    return { ...base, foodId: null, customFoodId: f.id, ...r };
  }
  if (body.foodId) {
    const f = [egg, oats].find((x) => x.id === body.foodId)!;
    const r = amountOf(f, body);
    if ('error' in r) throw new Error(r.error.msg);
    return { ...base, foodId: f.id, customFoodId: null, ...r };
  }
  return {
    ...base,
    foodId: null,
    customFoodId: null,
    name: body.name!,
    grams: null,
    servings: null,
    amount: '',
    kcal: body.kcal!,
    protein: body.protein ?? 0,
    carbs: body.carbs ?? 0,
    fat: body.fat ?? 0,
    fiber: null,
  };
};

export const dayOf = (entries: DiaryEntry[], date: string, clientId = CLIENT_ID): DiaryDay => {
  const mine = entries.filter((e) => e.date === date);
  const totals = totalsOf(mine);
  return {
    clientId,
    date,
    isTrainingDay: false,
    entries: mine,
    totals,
    targets,
    versusTargets: versusTargetsOf(totals, targets),
  };
};

/**
 * A diary server: the entries kept, the day computed as the API does. The start entries can be
 * changed and deleted. `net.up = false` cuts the network (no answer at all), as a phone offline;
 * `net.refuseAdds` is the answer to every add from then on.
 */
export function serve(start: DiaryEntry[] = [], own: CustomFood[] = []) {
  const entries = [...start];
  ownFoods.splice(0, ownFoods.length, ...own);
  const ownFoodCalls = Object.fromEntries(
    own.map((f) => [
      `DELETE /api/nutrition/custom-foods/${f.id}`,
      (): MockAnswer => {
        ownFoods.splice(
          ownFoods.findIndex((o) => o.id === f.id),
          1,
        );
        return { status: 204 };
      },
    ]),
  );
  const net: { up: boolean; refuseAdds?: MockAnswer } = { up: true };
  const byId = (id: string) => entries.findIndex((e) => e.id === id);
  const entryCalls = Object.fromEntries(
    start.flatMap((e) => [
      [
        `PATCH /api/nutrition/diary/${e.id}`,
        ({ body }: Call): MockAnswer => {
          const i = byId(e.id);
          if (i < 0) return { status: 404, body: { error: 'Entry not found' } };
          const b = body as { mealType?: DiaryEntry['mealType']; grams?: number; kcal?: number };
          const old = entries[i]!;
          const f = b.grams !== undefined ? [egg, oats].find((x) => x.id === old.foodId) : undefined;
          const amount = f ? amountOf(f, { grams: b.grams }) : {};
          entries[i] = { ...old, ...amount, ...b };
          return { body: { entry: entries[i] } };
        },
      ],
      [
        `DELETE /api/nutrition/diary/${e.id}`,
        (): MockAnswer => {
          const i = byId(e.id);
          if (i < 0) return { status: 404, body: { error: 'Entry not found' } };
          entries.splice(i, 1);
          return { status: 204 };
        },
      ],
    ]),
  );
  const handlers: Record<string, MockAnswer | ((call: Call) => MockAnswer)> = {
    'GET /api/nutrition/diary': ({ query }) => ({ body: dayOf(entries, query.get('date')!) }),
    'GET /api/nutrition/foods/recent': { body: { recent: [asFound(oats)], frequent: [asFound(oats)] } },
    'GET /api/nutrition/foods': ({ query }) => {
      const words = (query.get('search') ?? '').toLowerCase();
      const all = [...ownFoods.map((o) => customAsFood(o)), sharedShake, asFound(egg), asFound(oats)];
      const foods = all.filter((f) => f.name.toLowerCase().includes(words));
      return { body: { foods, total: foods.length } };
    },
    'GET /api/nutrition/custom-foods': () => ({ body: { foods: ownFoods, total: ownFoods.length } }),
    'POST /api/nutrition/custom-foods': ({ body }) => {
      const stamp = '2026-11-27T08:00:00.000Z';
      const made = customFoodInput.parse(body);
      const food: CustomFood = { ...made, id: nextId(), createdAt: stamp, updatedAt: stamp };
      ownFoods.push(food);
      return { status: 201, body: { food } };
    },
    'GET /api/libraries/foods': ({ query }) => ({
      body: { foods: query.get('search') ? [egg] : [egg, oats], total: 1, libraryTotal: 2 },
    }),
    'POST /api/nutrition/diary': ({ body }) => {
      if (net.refuseAdds) return net.refuseAdds;
      const b = body as DiaryEntryInput;
      const entry = entryOf(b.date, b);
      entries.push(entry);
      return { status: 201, body: { entry } };
    },
    'POST /api/nutrition/diary/copy': ({ body }) => {
      const b = body as { fromDate: string; meal: string; toDate: string };
      const copies = entries
        .filter((e) => e.date === b.fromDate && e.mealType === b.meal)
        .map((e) => ({
          ...e,
          id: nextId(),
          date: b.toDate,
        }));
      entries.push(...copies);
      return { status: 201, body: { entries: copies } };
    },
    ...entryCalls,
    ...ownFoodCalls,
  };
  const calls = mockFetch(
    Object.fromEntries(
      Object.entries(handlers).map(([route, handler]) => [
        route,
        (call: Call) => {
          if (!net.up) throw new TypeError('Failed to fetch');
          return typeof handler === 'function' ? handler(call) : handler;
        },
      ]),
    ),
  );
  return { calls, entries, net };
}

export function open() {
  signIn(['CLIENT'], { id: CLIENT_ID });
  renderApp('/client/nutrition');
}

export const posted = (calls: ReturnType<typeof mockFetch>, path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);
