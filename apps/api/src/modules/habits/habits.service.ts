import type { User } from '@kinetic/contracts/auth';
import {
  HABITS_ACTIVE_MAX,
  HABIT_TEXTS,
  STREAK_LOOKBACK_DAYS,
  TICK_DATE_MESSAGE,
  addDays,
  earlierRun,
  firstTickDay,
  frequencyLabel,
  habitStats,
  historyStart,
  isTickable,
  type Habit,
  type HabitValues,
  type HabitsAnswer,
} from '@kinetic/contracts/habits';
import { calendarDayIn } from '@kinetic/contracts/time-and-units';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { AuditRepository, DeniedReads } from '../audit/audit.public.ts';
import { createClientAccess, type ClientsRepository } from '../clients/clients.public.ts';
import type { Notifier } from '../notifications/notifications.public.ts';
import { kindOf, type HabitRow, type HabitsRepository } from './habits.repository.ts';

const todayIn = (timeZone: string) => calendarDayIn(timeZone) ?? new Date().toISOString().slice(0, 10);

/** A client's habits given by their trainer, and the days the client ticks them. */
export function createHabitsService(deps: {
  db: Db;
  habits: HabitsRepository;
  clients: ClientsRepository;
  audit: AuditRepository;
  denied: DeniedReads;
  notifier: Notifier;
}) {
  const { db, habits, audit, notifier } = deps;
  const requireClientOf = createClientAccess(deps).require;

  /** The habits as the contract shows them on the client's `today`: ticks, streak, adherence. */
  async function withStats(rows: HabitRow[], today: string): Promise<Habit[]> {
    const ticks = await habits.ticksSince(
      rows.map((r) => r.id),
      addDays(today, -STREAK_LOOKBACK_DAYS),
    );
    const shown = historyStart(today);
    return rows.map((row) => {
      const all = ticks.get(row.id) ?? [];
      const recent = all.filter((d) => d >= shown && d <= today);
      const before = earlierRun(kindOf(row), all, today);
      return {
        id: row.id,
        clientId: row.clientId,
        name: row.name,
        ...kindOf(row),
        createdAt: row.createdAt.toISOString(),
        ticks: recent,
        earlierRun: before,
        stats: habitStats(kindOf(row), recent, today, before),
      };
    });
  }

  async function answer(clientId: string, today: string): Promise<HabitsAnswer> {
    return {
      today,
      firstTickDay: firstTickDay(today),
      habits: await withStats(await habits.active(clientId), today),
    };
  }

  async function one(row: HabitRow, timeZone?: string): Promise<{ habit: Habit }> {
    const today = todayIn(timeZone ?? (await habits.timeZoneOf(row.clientId)));
    const [habit] = await withStats([row], today);
    return { habit: habit! };
  }

  // The detail says what changed, never the habit's name: a name can tell of someone's health.
  const recordWrite = (trainer: User, clientId: string, detail: string, tx: Db) =>
    audit.record(
      { actorId: trainer.id, subjectId: clientId, action: 'habits.write', allowed: true, detail },
      tx,
    );

  /** The client's active habit for a trainer's write, else 404. */
  async function habitOf(trainer: User, clientId: string, habitId: string): Promise<HabitRow> {
    await requireClientOf(trainer, clientId, 'habits.write');
    const row = await habits.activeOf(clientId, habitId);
    if (!row) throw notFound('Habit not found');
    return row;
  }

  /** The client's own active habit and a day they may tick, else 404 or 400. */
  async function ownHabit(client: User, habitId: string, date: string): Promise<HabitRow> {
    const row = await habits.activeOf(client.id, habitId);
    if (!row) throw notFound('Habit not found');
    if (!isTickable(date, todayIn(client.preferences.timeZone))) throw badRequest(TICK_DATE_MESSAGE, 'date');
    return row;
  }

  return {
    async ofClient(trainer: User, clientId: string): Promise<HabitsAnswer> {
      await requireClientOf(trainer, clientId, 'habits.read');
      return answer(clientId, todayIn(await habits.timeZoneOf(clientId)));
    },

    /** Adds the habit (at most HABITS_ACTIVE_MAX active), records it and tells the client. */
    async create(trainer: User, clientId: string, values: HabitValues): Promise<{ habit: Habit }> {
      await requireClientOf(trainer, clientId, 'habits.write');
      const { row, written } = await db.transaction(async (tx) => {
        if ((await habits.countActive(clientId, tx)) >= HABITS_ACTIVE_MAX)
          throw conflict(HABIT_TEXTS.capReached);
        const row = await habits.create(clientId, trainer.id, values, tx);
        await recordWrite(trainer, clientId, `added a ${row.frequency} habit`, tx);
        const written = await notifier.record(
          [
            {
              userId: clientId,
              subjectId: trainer.id,
              kind: 'habit-assigned',
              title: HABIT_TEXTS.notificationTitle,
              body: `${row.name}: ${frequencyLabel(values).toLowerCase()}`,
              link: '/dashboard',
            },
          ],
          tx,
        );
        return { row, written };
      });
      await notifier.announce(written);
      return one(row);
    },

    async change(
      trainer: User,
      clientId: string,
      habitId: string,
      values: Partial<HabitValues>,
    ): Promise<{ habit: Habit }> {
      await habitOf(trainer, clientId, habitId);
      const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      const row = await db.transaction(async (tx) => {
        const row = await habits.change(habitId, set, tx);
        const what = [values.name && 'name', values.frequency && 'frequency'].filter(Boolean).join(' and ');
        await recordWrite(trainer, clientId, `changed a habit's ${what}`, tx);
        return row;
      });
      return one(row);
    },

    async archive(trainer: User, clientId: string, habitId: string): Promise<void> {
      await habitOf(trainer, clientId, habitId);
      await db.transaction(async (tx) => {
        await habits.archive(clientId, habitId, tx);
        await recordWrite(trainer, clientId, 'removed a habit', tx);
      });
    },

    own: (client: User) => answer(client.id, todayIn(client.preferences.timeZone)),

    async tick(client: User, habitId: string, date: string): Promise<{ habit: Habit }> {
      const row = await ownHabit(client, habitId, date);
      await habits.tick(habitId, date);
      return one(row, client.preferences.timeZone);
    },

    async untick(client: User, habitId: string, date: string): Promise<{ habit: Habit }> {
      const row = await ownHabit(client, habitId, date);
      await habits.untick(habitId, date);
      return one(row, client.preferences.timeZone);
    },
  };
}

export type HabitsService = ReturnType<typeof createHabitsService>;
