import type { Module } from '../module.ts';
import { messagesRoutes } from './messages.routes.ts';
import { createMessagesService } from './messages.service.ts';
import { createUnreadMessageMail } from './unread-mail.ts';

/** Messages between a trainer and a client, and the mail about those left unread. */
export const messagesModule: Module<
  'settings' | 'db' | 'messages' | 'clients' | 'notifier' | 'bus' | 'denied' | 'mailer' | 'log'
> = async (app, { settings, db, messages, clients, notifier, bus, denied, mailer, log }) => {
  messagesRoutes(app, createMessagesService({ db, messages, clients, notifier, bus, denied }));
  if (settings.messageMail.everyMs > 0) {
    const stopMailing = createUnreadMessageMail({
      messages,
      mailer,
      appName: settings.appName,
      publicUrl: settings.publicUrl,
      afterMs: settings.messageMail.afterMs,
      log,
    }).every(settings.messageMail.everyMs);
    app.addHook('onClose', stopMailing);
  }
};
