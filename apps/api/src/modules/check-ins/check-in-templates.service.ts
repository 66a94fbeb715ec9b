import type { User } from '@kinetic/contracts/auth';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import {
  CHECK_IN_TEMPLATES_MAX,
  type CheckInTemplate,
  type CheckInTemplateValues,
} from '@kinetic/contracts/check-ins';
import { calendarDayIn } from '@kinetic/contracts/time-and-units';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { toTemplate } from './check-in-view.ts';
import type { CheckInsRepository } from './check-ins.repository.ts';

const todayOf = (user: User) =>
  calendarDayIn(user.preferences.timeZone) ?? new Date().toISOString().slice(0, 10);

/** A trainer's check-in templates: only their own, another's is 404. */
export function createCheckInTemplatesService(deps: { db: Db; checkIns: CheckInsRepository }) {
  const { db, checkIns } = deps;

  async function own(trainer: User, id: string, tx: Db = db) {
    const found = await checkIns.templateOf(trainer.id, id, tx);
    if (!found) throw notFound(CHECK_IN_TEXTS.templateNotFound);
    return found;
  }

  return {
    async list(trainer: User): Promise<{ templates: CheckInTemplate[] }> {
      const rows = await checkIns.templatesOf(trainer.id);
      return { templates: rows.map((r) => toTemplate(r.template, r.assignedCount)) };
    },

    async get(trainer: User, id: string): Promise<{ template: CheckInTemplate }> {
      const found = await own(trainer, id);
      return { template: toTemplate(found.template, found.assignedCount) };
    },

    /** At most CHECK_IN_TEMPLATES_MAX per trainer; a trainer's writes take turns on their row. */
    async create(trainer: User, values: CheckInTemplateValues): Promise<{ template: CheckInTemplate }> {
      const row = await db.transaction(async (tx) => {
        await checkIns.lockUser(trainer.id, tx);
        if ((await checkIns.countTemplates(trainer.id, tx)) >= CHECK_IN_TEMPLATES_MAX)
          throw conflict(CHECK_IN_TEXTS.templatesCapReached);
        return checkIns.createTemplate(trainer.id, values, tx);
      });
      return { template: toTemplate(row, 0) };
    },

    async update(
      trainer: User,
      id: string,
      values: CheckInTemplateValues,
    ): Promise<{ template: CheckInTemplate }> {
      await own(trainer, id);
      await db.transaction((tx) => checkIns.updateTemplate(id, values, todayOf(trainer), tx));
      return this.get(trainer, id);
    },

    /** Refused while a client has it: their weekly check-in would end without a word. */
    async remove(trainer: User, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await checkIns.lockTemplate(id, 'update', tx);
        const found = await own(trainer, id, tx);
        if (found.assignedCount > 0) throw conflict(CHECK_IN_TEXTS.templateInUse);
        await checkIns.removeTemplate(id, tx);
      });
    },
  };
}

export type CheckInTemplatesService = ReturnType<typeof createCheckInTemplatesService>;
