import type { Module } from '../module.ts';
import { createProgressPhotosRepository, createProgressRepository } from '../progress/progress.public.ts';
import { createCheckInReminders } from './check-in-reminders.ts';
import { createCheckInSubmit } from './check-in-submit.ts';
import { createCheckInTemplatesService } from './check-in-templates.service.ts';
import { createCheckInsRepository } from './check-ins.repository.ts';
import { checkInsRoutes } from './check-ins.routes.ts';
import { createCheckInsService } from './check-ins.service.ts';
import { createRemindersRepository } from './reminders.repository.ts';

/** Weekly check-in forms (decision 0041): templates, assignments, the client's check-ins and their reminders. */
export const checkInsModule: Module<
  'settings' | 'db' | 'clients' | 'audit' | 'denied' | 'notifier' | 'mailer' | 'log'
> = async (app, { settings, db, clients, audit, denied, notifier, mailer, log }) => {
  const checkIns = createCheckInsRepository(db);
  checkInsRoutes(app, {
    templates: createCheckInTemplatesService({ db, checkIns }),
    checkIns: createCheckInsService({ db, checkIns, clients, audit, denied, notifier }),
    submit: createCheckInSubmit({
      db,
      checkIns,
      progress: createProgressRepository(db),
      photos: createProgressPhotosRepository(db),
    }),
  });
  if (settings.checkInReminderEveryMs > 0) {
    const stop = createCheckInReminders({
      checkIns,
      reminders: createRemindersRepository(db),
      notifier,
      mailer,
      appName: settings.appName,
      publicUrl: settings.publicUrl,
      log,
    }).every(settings.checkInReminderEveryMs);
    app.addHook('onClose', stop);
  }
};
