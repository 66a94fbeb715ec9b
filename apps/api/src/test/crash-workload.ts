import { workoutAnswer, setBlock, type SetBlock } from '@kinetic/contracts/workouts';
import { z } from 'zod';
import type { RunSql } from './db-integrity.ts';

/**
 * The writes of the crash test and what the database may hold after any of them was cut short.
 *
 * Writers send workouts from the builder (create, replace the plan), completions with the actual
 * values of every set row, and intake forms, over HTTP, until the server is killed. Each workout
 * has the set of states it may be in: one after an acknowledged write, two (before and after)
 * while a write's outcome is unknown, "absent" for a creation that was never acknowledged. After
 * each crash, every row must be one of its allowed states, whole: all of its blocks, exercises and
 * set rows as one write sent them, actual values on all rows or none, completedDate and the
 * performed sets with them. An acknowledged write that is missing is a lost write.
 */

export interface Account {
  id: string;
  token: string;
}

export interface Fixture {
  trainer: Account;
  clients: Account[];
  exerciseIds: string[];
  setTypes: string[];
}

type BlockIn = {
  setType: string;
  restPeriod: string;
  specialInstructions: string;
  exercises: { exerciseId: string; sets: { targetReps: number; targetWeight: string }[] }[];
};

const ABSENT = 'absent';
const GOALS_FORM = 'goals-activities';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads any answer
type Answer = { status: number; body: any };

const targets = (blocks: BlockIn[]) =>
  JSON.stringify(
    blocks.map((b) => [
      b.setType,
      b.restPeriod,
      b.specialInstructions,
      b.exercises.map((e) => [e.exerciseId, e.sets.map((r) => [r.targetReps, r.targetWeight])]),
    ]),
  );
const actuals = (plan: SetBlock[]) =>
  JSON.stringify(
    plan.map((b) => b.exercises.map((e) => [e.notes, e.sets.map((r) => [r.actualReps, r.actualWeight])])),
  );
const noActuals = (blocks: BlockIn[]) =>
  JSON.stringify(blocks.map((b) => b.exercises.map((e) => [null, e.sets.map(() => [null, null])])));
const rowCount = (plan: SetBlock[]) =>
  plan.reduce((n, b) => n + b.exercises.reduce((m, e) => m + e.sets.length, 0), 0);

const scheduledKey = (blocks: BlockIn[]) => `SCHEDULED|${targets(blocks)}|${noActuals(blocks)}|`;

/** A workout as the database or the API holds it. */
export interface SeenWorkout {
  name: string;
  status: string;
  completedDate: string | null;
  plan: SetBlock[];
}
const keyOf = (w: SeenWorkout) =>
  `${w.status}|${targets(w.plan)}|${actuals(w.plan)}|${
    w.completedDate ? new Date(w.completedDate).toISOString() : ''
  }`;

interface Tracked {
  name: string;
  client: number;
  id?: string;
  allowed: Set<string>;
  /** The plan as known for sure (ids for a completion); unknown while a write's outcome is. */
  plan?: SetBlock[];
  completed: boolean;
  busy: boolean;
  touched: boolean;
}

interface Intake {
  /** Goals of the versions stored for sure, oldest first. */
  acknowledged: string[];
  /** The one submission whose answer was cut (submissions of one client go one at a time). */
  unknown: string | null;
  busy: boolean;
}

export interface StoredWorkout extends SeenWorkout {
  id: string;
  performed: number;
}

export interface Stored {
  workouts: StoredWorkout[];
  /** Intake versions in order, per client: version number and the goal it carries. */
  intake: Map<string, { version: number; goal: string }[]>;
  /** onboarding.write audit rows per client (written in the same transaction as the answers). */
  intakeAudit: Map<string, number>;
  /** Performed sets of a workout that is not completed. */
  strayPerformedSets: number;
}

/** Reads everything the checks need, straight from the database. */
export async function readStored(run: RunSql): Promise<Stored> {
  const workouts = (
    await run(
      `select w.id, w.name, w.status, w.completed_date, w.plan,
              (select count(*)::int from performed_sets p where p.workout_id = w.id) as performed
       from workouts w`,
    )
  ).map((r) => ({
    id: String(r.id),
    name: String(r.name),
    status: String(r.status),
    completedDate: r.completed_date ? new Date(r.completed_date as string).toISOString() : null,
    plan: (typeof r.plan === 'string' ? JSON.parse(r.plan) : r.plan) as SetBlock[],
    performed: Number(r.performed),
  }));
  const intake = new Map<string, { version: number; goal: string }[]>();
  for (const r of await run(
    `select user_id, version, answers->>'shortTermGoals' as goal from onboarding_answers
     where form = '${GOALS_FORM}' order by user_id, version`,
  )) {
    const list = intake.get(String(r.user_id)) ?? [];
    list.push({ version: Number(r.version), goal: String(r.goal) });
    intake.set(String(r.user_id), list);
  }
  const intakeAudit = new Map<string, number>();
  for (const r of await run(
    `select subject_id, count(*)::int as n from audit_log where action = 'onboarding.write' group by 1`,
  )) {
    intakeAudit.set(String(r.subject_id), Number(r.n));
  }
  const [stray] = await run(
    `select count(*)::int as n from performed_sets p join workouts w on w.id = p.workout_id
     where w.status <> 'COMPLETED'`,
  );
  return { workouts, intake, intakeAudit, strayPerformedSets: Number(stray!.n) };
}

export interface WriteStats {
  sent: number;
  acknowledged: number;
  cut: number;
}

/** A small seeded random source, so that a run can be repeated. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(list: T[]) => list[int(0, list.length - 1)]! };
}
type Random = ReturnType<typeof random>;

const planSchema = z.array(setBlock);

export function createWorkload(fixture: Fixture, rnd: Random) {
  const workouts: Tracked[] = [];
  const intake: Intake[] = fixture.clients.map(() => ({ acknowledged: [], unknown: null, busy: false }));
  const problems: string[] = [];
  let seq = 0;

  const randomBlocks = (): BlockIn[] =>
    Array.from({ length: rnd.int(1, 6) }, () => ({
      setType: rnd.next() < 0.3 ? '' : rnd.pick(fixture.setTypes),
      restPeriod: `${rnd.int(30, 180)}s`,
      specialInstructions: `block ${++seq}`,
      exercises: Array.from({ length: rnd.int(1, 3) }, () => ({
        exerciseId: rnd.pick(fixture.exerciseIds),
        sets: Array.from({ length: rnd.int(1, 4) }, () => ({
          targetReps: rnd.int(1, 20),
          targetWeight: String(rnd.int(5, 120)),
        })),
      })),
    }));

  /** One write over HTTP: its answer, or 'cut' when the connection died with the server. */
  async function send(
    url: string,
    method: string,
    path: string,
    token: string,
    body: unknown,
  ): Promise<Answer | 'cut'> {
    try {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    } catch {
      return 'cut';
    }
  }

  const unexpected = (what: string, answer: { status: number; body: unknown }) =>
    problems.push(`${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);

  const writable = () => workouts.filter((w) => w.id && w.plan && !w.completed && !w.busy);

  async function create(url: string, stats: WriteStats) {
    const client = rnd.int(0, fixture.clients.length - 1);
    const blocks = randomBlocks();
    const w: Tracked = {
      name: `Crash workout ${++seq}`,
      client,
      allowed: new Set([ABSENT, scheduledKey(blocks)]),
      completed: false,
      busy: true,
      touched: true,
    };
    workouts.push(w);
    stats.sent++;
    const answer = await send(url, 'POST', '/api/workouts', fixture.trainer.token, {
      name: w.name,
      scheduledDate: '2026-12-01',
      assignedTo: fixture.clients[client]!.id,
      sets: blocks,
    });
    w.busy = false;
    if (answer === 'cut') return void stats.cut++;
    if (answer.status !== 201) return unexpected('create', answer);
    stats.acknowledged++;
    w.id = answer.body.workout.id;
    w.plan = answer.body.workout.sets;
    w.allowed = new Set([scheduledKey(blocks)]);
  }

  async function replacePlan(url: string, stats: WriteStats, w: Tracked) {
    const blocks = randomBlocks();
    const key = scheduledKey(blocks);
    w.allowed.add(key);
    w.plan = undefined;
    w.touched = true;
    stats.sent++;
    const answer = await send(url, 'PUT', `/api/workouts/${w.id}`, fixture.trainer.token, {
      name: w.name,
      scheduledDate: '2026-12-02',
      assignedTo: fixture.clients[w.client]!.id,
      sets: blocks,
    });
    if (answer === 'cut') return void stats.cut++;
    if (answer.status !== 200) return unexpected('replace plan', answer);
    stats.acknowledged++;
    w.plan = answer.body.workout.sets;
    w.allowed = new Set([key]);
  }

  async function complete(url: string, stats: WriteStats, w: Tracked) {
    const plan = w.plan!;
    const n = ++seq;
    const sets = plan.map((b) => ({
      id: b.id,
      exercises: b.exercises.map((e) => ({
        id: e.id,
        notes: `done ${n}`,
        sets: e.sets.map((r) => ({ id: r.id, actualReps: r.targetReps + 1, actualWeight: `${n}` })),
      })),
    }));
    const completedDate = new Date().toISOString();
    const expected: SetBlock[] = plan.map((b, i) => ({
      ...b,
      exercises: b.exercises.map((e, j) => ({
        ...e,
        notes: sets[i]!.exercises[j]!.notes,
        sets: e.sets.map((r, k) => ({ ...r, ...sets[i]!.exercises[j]!.sets[k]! })),
      })),
    }));
    const key = `COMPLETED|${targets(plan)}|${actuals(expected)}|${completedDate}`;
    w.allowed.add(key);
    w.plan = undefined;
    w.touched = true;
    stats.sent++;
    const answer = await send(
      url,
      'PATCH',
      `/api/workouts/${w.id}/complete`,
      fixture.clients[w.client]!.token,
      { status: 'COMPLETED', completedDate, sets },
    );
    if (answer === 'cut') return void stats.cut++;
    if (answer.status !== 200) return unexpected('complete', answer);
    stats.acknowledged++;
    w.completed = true;
    w.plan = answer.body.workout.sets;
    w.allowed = new Set([key]);
  }

  async function submitIntake(url: string, stats: WriteStats, client: number) {
    const form = intake[client]!;
    const goal = `Goal ${++seq}`;
    form.unknown = goal;
    stats.sent++;
    const answer = await send(url, 'POST', `/api/onboarding/${GOALS_FORM}`, fixture.clients[client]!.token, {
      height: '180 cm',
      weight: '80 kg',
      shortTermGoals: goal,
      longTermGoals: 'Stay strong',
      doYouExercise: 'Yes',
      currentProgram: 'Lifting',
      daysPerWeek: '3',
      timePerWorkout: '45 min',
      gymName: '',
    });
    if (answer === 'cut') return void stats.cut++;
    if (answer.status !== 201) return unexpected('intake', answer);
    stats.acknowledged++;
    form.unknown = null;
    form.acknowledged.push(goal);
  }

  /** One writer: picks a write that nothing else is doing to the same thing, until told to stop. */
  async function writer(url: string, stats: WriteStats, stopped: () => boolean) {
    while (!stopped()) {
      const roll = rnd.next();
      const candidates = writable();
      if (roll < 0.25 && candidates.length) {
        const w = rnd.pick(candidates);
        w.busy = true;
        await replacePlan(url, stats, w).finally(() => (w.busy = false));
      } else if (roll < 0.55 && candidates.length) {
        const w = rnd.pick(candidates);
        w.busy = true;
        await complete(url, stats, w).finally(() => (w.busy = false));
      } else if (roll < 0.75) {
        const free = intake.map((f, i) => (f.busy ? -1 : i)).filter((i) => i >= 0);
        if (!free.length) continue;
        const client = rnd.pick(free);
        intake[client]!.busy = true;
        await submitIntake(url, stats, client).finally(() => (intake[client]!.busy = false));
      } else {
        await create(url, stats);
      }
    }
  }

  return {
    problems,
    /** Starts `count` writers on the server at `url`; `stop` makes them start nothing new. */
    start(url: string, count: number) {
      let stop = false;
      const stats: WriteStats = { sent: 0, acknowledged: 0, cut: 0 };
      const done = Promise.all(Array.from({ length: count }, () => writer(url, stats, () => stop)));
      return {
        stats,
        stop: () => {
          stop = true;
        },
        done,
      };
    },

    /** Writes in flight now (sent, not answered). */
    inFlight: () => workouts.filter((w) => w.busy).length + intake.filter((f) => f.busy).length,

    /**
     * After a restart: what the server answers for every workout and intake written since the
     * last check must be one of its allowed states, whole; it becomes the new truth. Answers the
     * partial ones and the acknowledged writes that are missing.
     */
    async reconcile(url: string): Promise<{ partial: string[]; lost: string[] }> {
      const partial: string[] = [];
      const lost: string[] = [];
      const get = async (path: string, token: string) => {
        const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
        return { status: res.status, body: (await res.json()) as Answer['body'] };
      };
      const listed = new Map<number, Map<string, string>>();
      const findByName = async (w: Tracked) => {
        if (!listed.has(w.client)) {
          const list = await get(
            `/api/workouts/client/${fixture.clients[w.client]!.id}`,
            fixture.trainer.token,
          );
          const summaries = (list.body as { workouts: { name: string; id: string }[] }).workouts;
          listed.set(w.client, new Map(summaries.map((x) => [x.name, x.id])));
        }
        return listed.get(w.client)!.get(w.name);
      };
      for (const w of workouts.filter((x) => x.touched)) {
        w.touched = false;
        const id = w.id ?? (await findByName(w));
        if (!id) {
          if (!w.allowed.has(ABSENT)) lost.push(`${w.name}: acknowledged, not in the database`);
          workouts.splice(workouts.indexOf(w), 1);
          continue;
        }
        const answer = await get(`/api/workouts/${id}`, fixture.clients[w.client]!.token);
        const parsed = workoutAnswer.safeParse(answer.body);
        if (answer.status !== 200 || !parsed.success) {
          partial.push(`${w.name}: GET answered ${answer.status}, ${parsed.error?.message ?? ''}`);
          continue;
        }
        const key = keyOf({ ...parsed.data.workout, plan: parsed.data.workout.sets });
        if (!w.allowed.has(key)) partial.push(`${w.name}: holds ${key.slice(0, 300)}`);
        w.id = id;
        w.plan = parsed.data.workout.sets;
        w.completed = parsed.data.workout.status === 'COMPLETED';
        w.allowed = new Set([key]);
      }
      for (const [i, form] of intake.entries()) {
        const answer = await get('/api/onboarding/answers', fixture.clients[i]!.token);
        const stored = answer.body.answers?.[GOALS_FORM] as
          { version: number; fields: { shortTermGoals: string } } | null | undefined;
        const versions = stored?.version ?? 0;
        const newest = stored?.fields.shortTermGoals;
        const known = form.acknowledged.length;
        if (versions === known + 1 && form.unknown && newest === form.unknown)
          form.acknowledged.push(form.unknown);
        else if (versions < known) lost.push(`intake of client ${i}: ${versions} versions, ${known} sent`);
        else if (versions !== known || newest !== form.acknowledged.at(-1))
          partial.push(`intake of client ${i}: version ${versions} holds ${newest}`);
        form.unknown = null;
      }
      return { partial, lost };
    },

    /**
     * The database itself, read after a crash, against what the API showed: every workout in
     * its one known state, completed ones with all their performed sets and others with none,
     * intake versions numbered without gaps and each written with its audit row.
     */
    compare(stored: Stored): string[] {
      const problems: string[] = [];
      const byId = new Map(stored.workouts.map((w) => [w.id, w]));
      for (const w of workouts) {
        const row = byId.get(w.id!);
        byId.delete(w.id!);
        if (!row) problems.push(`${w.name}: not in the database`);
        else if (!w.allowed.has(keyOf(row))) problems.push(`${w.name}: the database and the API differ`);
      }
      for (const row of byId.values()) problems.push(`${row.name}: a workout no write made`);
      for (const row of stored.workouts) {
        if (!planSchema.safeParse(row.plan).success) problems.push(`${row.name}: plan does not parse`);
        const completed = row.status === 'COMPLETED';
        if (completed !== (row.completedDate !== null))
          problems.push(`${row.name}: status ${row.status}, completedDate ${row.completedDate}`);
        if (row.performed !== (completed ? rowCount(row.plan) : 0))
          problems.push(`${row.name}: ${row.status} with ${row.performed} performed sets`);
      }
      if (stored.strayPerformedSets) problems.push(`${stored.strayPerformedSets} stray performed sets`);
      fixture.clients.forEach((client, i) => {
        const rows = stored.intake.get(client.id) ?? [];
        if (rows.some((r, k) => r.version !== k + 1))
          problems.push(`intake of client ${i}: versions ${rows.map((r) => r.version).join(',')}`);
        if (JSON.stringify(rows.map((r) => r.goal)) !== JSON.stringify(intake[i]!.acknowledged))
          problems.push(`intake of client ${i}: stored goals differ from the API's`);
        const audited = stored.intakeAudit.get(client.id) ?? 0;
        if (audited !== rows.length)
          problems.push(`intake of client ${i}: ${rows.length} versions, ${audited} audit rows`);
      });
      return problems;
    },

    counts: () => ({
      workouts: workouts.length,
      completed: workouts.filter((w) => w.completed).length,
      intakeVersions: intake.reduce((n, f) => n + f.acknowledged.length, 0),
    }),
  };
}
