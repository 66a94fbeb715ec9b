/** The database schema, one module per domain (drizzle-kit reads the tables from here). */
export * from './schema/accounts.ts';
export * from './schema/onboarding.ts';
export * from './schema/records.ts';
export * from './schema/libraries.ts';
export * from './schema/workouts.ts';
export * from './schema/programs.ts';
export * from './schema/nutrition.ts';
export * from './schema/notifications.ts';
export * from './schema/messages.ts';
export * from './schema/invitations.ts';
export * from './schema/attention.ts';
export * from './schema/habits.ts';
export * from './schema/progress-photos.ts';
export * from './schema/check-ins.ts';
export * from './schema/calendar-feeds.ts';
export * from './schema/training-maxes.ts';
