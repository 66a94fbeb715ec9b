/** The query keys of the signed-in person's notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  recent: ['notifications', 'recent'] as const,
};
