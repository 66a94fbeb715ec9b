import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';

export const DEMO_PASSWORD = 'KineticDemo1';
export const DEMO = {
  consultant: 'consultant@kinetic.demo',
  maya: 'maya@kinetic.demo',
  jordan: 'jordan@kinetic.demo',
  sam: 'sam@kinetic.demo',
  alex: 'alex@kinetic.demo',
  priya: 'priya@kinetic.demo',
  morgan: 'morgan@kinetic.demo',
} as const;

/** Sends the sign-in page's form; what follows is the caller's to check. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the sign-in page and waits for the dashboard (or the intake, for a new client). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$|\/onboarding$/);
}

/**
 * Signs in and waits until the app's live event stream is open: what happens after it reaches the
 * screen live (before, it is only in the lists, which the app fetches as the stream opens).
 */
export async function signInLive(page: Page, email: string, password = DEMO_PASSWORD) {
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await signIn(page, email, password);
  expect((await stream).status()).toBe(200);
}

/** Signs out through the user menu (of `fullName`, where given) and waits for the sign-in page. */
export async function signOut(page: Page, fullName?: string) {
  await page.getByRole('button', { name: fullName ? `User menu for ${fullName}` : /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

let counter = 0;
/** A new person's registration details, unique in this run. */
export function newPerson(prefix = 'client') {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Robin',
    lastName: `Tester${counter}`,
    username: `${prefix}_${id}`,
    email: `${prefix}.${id}@example.com`,
    password: 'Start1234',
  };
}

/** Calls the API as someone, for setting up what a journey needs. */
export async function apiAs(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBeTruthy();
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    user,
    get: async (url: string) => (await request.get(url, { headers })).json(),
    put: (url: string, data: unknown) => request.put(url, { headers, data }),
    post: (url: string, data: unknown) => request.post(url, { headers, data }),
    patch: (url: string, data: unknown) => request.patch(url, { headers, data }),
  };
}

/** The newest mail the server wrote to its outbox for this address. */
export async function lastMailTo(email: string): Promise<{ subject: string; text: string; link?: string }> {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  await expect
    .poll(() => {
      try {
        return readdirSync(dir).filter(
          (f) => f.endsWith('.json') && readFileSync(join(dir, f), 'utf8').includes(email),
        ).length;
      } catch {
        return 0;
      }
    })
    .toBeGreaterThan(0);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse();
  for (const f of files) {
    const mail = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
      to: string;
      subject: string;
      text: string;
      link?: string;
    };
    if (mail.to === email) return mail;
  }
  throw new Error(`no mail to ${email}`);
}

type Person = ReturnType<typeof newPerson>;

/** Registers someone through the API, consenting to both agreements; answers the new user. */
export async function registerByApi(request: APIRequestContext, person: Person) {
  const registered = await request.post('/api/auth/register', {
    data: {
      ...person,
      confirmPassword: person.password,
      privacyAgreementAccepted: true,
      termsOfServiceAccepted: true,
    },
  });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  return user;
}

/** A new person, registered through the API, signed in through the sign-in page, on their profile. */
export async function openProfileAsNewPerson(page: Page, request: APIRequestContext, prefix: string) {
  const person = newPerson(prefix);
  await registerByApi(request, person);
  await signIn(page, person.email, person.password);
  await page.goto('/profile');
  return person;
}

/** The consultant gives someone (as registered) these roles and this trainer, through the API. */
export async function setRolesByApi(
  request: APIRequestContext,
  person: Person & { id: string },
  roles: string[],
  trainerId: string | null,
) {
  const consultant = await apiAs(request, DEMO.consultant);
  const { id, username, email, firstName, lastName } = person;
  const updated = await consultant.put(`/api/users/admin/${id}`, {
    username,
    email,
    firstName,
    lastName,
    roles,
    trainerId,
    isActive: true,
  });
  expect(updated.status()).toBe(200);
}

/** Registers someone through the API and has the consultant make them a client of Maya's. */
export async function registerClientOfMaya(request: APIRequestContext, person: Person) {
  const user = await registerByApi(request, person);
  const maya = await apiAs(request, DEMO.maya);
  await setRolesByApi(request, { ...person, id: user.id }, ['CLIENT'], maya.user.id);
  return user;
}

/** Yes/No answers, all No. */
const allNo = (...questions: string[]) => Object.fromEntries(questions.map((q) => [q, 'No']));

/** A medical history with nothing to tell. */
export const MEDICAL_HISTORY = {
  nailsBrittle: 'No',
  bowelMovements: 'Yes',
  urinatePerDay: '5',
  stressLevel: 'Low',
  dailyEnergy: 'Good',
  sleepPerNight: '7',
  smoker: 'No',
};

/** A new client of Maya's, with onboarding finished, registered and set up through the API. */
export async function newClientOfMaya(request: APIRequestContext, lastName = 'Mealplan') {
  const person = { ...newPerson('client'), lastName: `${lastName} ${Date.now().toString(36)}` };
  const user = await registerClientOfMaya(request, person);
  const client = await apiAs(request, person.email, person.password);
  const forms: [string, unknown][] = [
    ['waiver', { name: `${person.firstName} ${person.lastName}` }],
    [
      'parq',
      allNo(
        'heartCondition',
        'chestPainActive',
        'chestPainResting',
        'loseBalance',
        'boneOrJoint',
        'prescribedDrugs',
        'noActivityReason',
      ),
    ],
    [
      'goals-activities',
      {
        height: '175 cm',
        weight: '82 kg',
        shortTermGoals: 'Eat regular meals',
        longTermGoals: 'Lose a few kilos',
        doYouExercise: 'No',
        daysPerWeek: '3',
        timePerWorkout: '45 min',
      },
    ],
    ['medical-history', MEDICAL_HISTORY],
    [
      'nutrition',
      {
        eatTimesPerDay: '3',
        currentDiet: 'No',
        pastMeals: 'Toast for breakfast, a sandwich for lunch, pasta for dinner',
        coffeeAmount: 'Yes',
        softDrinksAmount: 'No',
        alcoholAmount: 'No',
      },
    ],
    [
      'lifestyle',
      allNo(
        'bodyComp',
        'thinkAboutFood',
        'eatDifferently',
        'eatWhenNotHungry',
        'exerciseExcessively',
        'calculateCalories',
      ),
    ],
  ];
  for (const [form, body] of forms) {
    const res = await client.post(`/api/onboarding/${form}`, body);
    expect(res.ok(), `onboarding ${form}: ${res.status()}`).toBeTruthy();
  }
  return { ...person, id: user.id, fullName: `${person.firstName} ${person.lastName}` };
}

/** A new client of Maya's (as `newClientOfMaya` makes one), with the client's API session and Maya's. */
export async function newClientWithSessions(request: APIRequestContext, lastName: string) {
  const person = await newClientOfMaya(request, lastName);
  const client = await apiAs(request, person.email, person.password);
  const maya = await apiAs(request, DEMO.maya);
  return { person, client, maya };
}

/** Someone's API session, as `apiAs` answers it. */
export type ApiSession = Awaited<ReturnType<typeof apiAs>>;

/** The library exercise the lifting journeys prescribe. */
export const SQUAT = 'Barbell Back Squat';

/**
 * A new client of Maya's who counts in `weightUnit` and rests `restSeconds` (in UTC), with both API
 * sessions, and the library's squat for Maya to prescribe.
 */
export async function newLifter(
  request: APIRequestContext,
  lastName: string,
  weightUnit: 'kg' | 'lbs',
  restSeconds: number,
) {
  const { person, client, maya } = await newClientWithSessions(request, lastName);
  const preferences = { weightUnit, timeZone: 'UTC', restSeconds };
  expect((await client.put('/api/users/preferences', preferences)).status()).toBe(200);
  const squat = await libraryExercise(maya, SQUAT);
  return { person, client, maya, squat };
}

/** A workout as the API answers it, with the ids that completing it names. */
export type WorkoutPlan = {
  id: string;
  sets: { id: string; exercises: { id: string; sets: { id: string }[] }[] }[];
};

/**
 * A trainer's workout for a client today (by the UTC date), made through the API: one block of one
 * exercise, `sets` sets of 5 reps at `weight` in `unit`.
 */
export async function assignLiftToday(
  trainer: ApiSession,
  lift: {
    clientId: string;
    exerciseId: string;
    name: string;
    sets: number;
    weight: string;
    unit: 'kg' | 'lbs';
  },
) {
  const res = await trainer.post('/api/workouts', {
    name: lift.name,
    scheduledDate: new Date().toISOString().slice(0, 10),
    assignedTo: lift.clientId,
    sets: [
      {
        exercises: [
          {
            exerciseId: lift.exerciseId,
            sets: Array.from({ length: lift.sets }, () => ({
              targetReps: 5,
              targetWeight: lift.weight,
              weightUnit: lift.unit,
            })),
          },
        ],
      },
    ],
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { workout: WorkoutPlan }).workout;
}

/** Adds (or changes to) an exercise through the builder's open picker, titled `dialogTitle`, searching for it first. */
export async function pickExercise(page: Page, dialogTitle: string, search: string, name: string) {
  const picker = page.getByRole('dialog', { name: dialogTitle });
  await picker.getByRole('searchbox', { name: 'Search exercises' }).fill(search);
  await picker.getByRole('button', { name: new RegExp(`^${name} Equipment:`) }).click();
  await expect(picker).toBeHidden();
}

/**
 * Completes the client's open workout from its `button` and confirms it; answers the summary dialog
 * that follows.
 */
export async function completeWorkout(page: Page, button = 'Complete') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Complete this workout?' })
    .getByRole('button', { name: 'Complete workout' })
    .click();
  return page.getByRole('dialog', { name: 'Workout complete' });
}

/**
 * Waits for `done` once a schedule or copy dialog is sent. A client may already train on a day
 * picked (the demo's plan): the dialog then reviews the clash first, and `again` keeps both.
 */
export async function doneAfterReview(page: Page, dialog: Locator, again: string, done: string) {
  const review = dialog.getByRole('button', { name: 'Back' });
  await expect(page.getByText(done).or(review)).toBeVisible();
  if (await review.isVisible()) await dialog.getByRole('button', { name: again }).click();
  await expect(page.getByText(done)).toBeVisible();
}

/** A calendar date (YYYY-MM-DD) some days from today where the browser is, as the date input takes it. */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today's date where the browser is (YYYY-MM-DD). */
export const localToday = () => dayFromToday(0);

/** The library exercise of that name, as a trainer's API session finds it. */
export async function libraryExercise(api: ApiSession, name: string) {
  const found = (await api.get(`/api/libraries/exercises?search=${encodeURIComponent(name)}`)) as {
    exercises: { id: string; name: string }[];
  };
  const exercise = found.exercises.find((e) => e.name === name)!;
  expect(exercise).toBeTruthy();
  return exercise;
}

/**
 * Maya's workout for her client today, made through the API: one library exercise, three sets of
 * 20, 22.5 and 25 kg, 45 s rests, 40 minutes. Answers Maya's API session, the workout's id and name,
 * and the exercise's name.
 */
export async function mayasWorkoutToday(request: APIRequestContext, clientId: string, label: string) {
  const maya = await apiAs(request, DEMO.maya);
  const [exercise] = (await maya.get('/api/libraries/exercises?limit=1')).exercises as {
    id: string;
    name: string;
  }[];
  const name = `${label} ${Date.now().toString(36)}`;
  const created = await maya.post('/api/workouts', {
    name,
    scheduledDate: localToday(),
    estimatedDuration: 40,
    assignedTo: clientId,
    sets: [
      {
        setType: 'Straight Sets',
        restPeriod: '45s',
        exercises: [
          {
            exerciseId: exercise!.id,
            exerciseName: exercise!.name,
            sets: [
              { targetReps: 10, targetWeight: '20', weightUnit: 'kg' },
              { targetReps: 8, targetWeight: '22.5', weightUnit: 'kg' },
              { targetReps: 6, targetWeight: '25', weightUnit: 'kg' },
            ],
          },
        ],
      },
    ],
  });
  expect(created.status()).toBe(201);
  const { workout } = (await created.json()) as { workout: { id: string } };
  return { maya, id: workout.id, name, exercise: exercise!.name };
}

// Playwright's offline switch does not reach a service worker's own requests: those are cut here.
const cutWorkerRequests = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', cutWorkerRequests);
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**', cutWorkerRequests);
  await context.setOffline(false);
}
