import type { Module } from '../module.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

/** The bell, and the live event stream that brings notifications and messages as they happen. */
export const notificationsModule: Module<'notifications' | 'streams'> = async (
  app,
  { notifications, streams },
) => {
  notificationsRoutes(app, { notifications: createNotificationsService(notifications), streams });
};
