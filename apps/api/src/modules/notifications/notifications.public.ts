/**
 * What other modules use of notifications: the notifier that records and announces them, and their
 * shape. Other modules import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export { toNotification, type NewNotification } from './notifications.repository.ts';
export type { Notifier } from './notifier.ts';
