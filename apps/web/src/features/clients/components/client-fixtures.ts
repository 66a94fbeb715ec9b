/** One client assigned to the signed-in trainer, as the client endpoints answer it. */
export const CLIENT_ID = '00000000-0000-4000-8000-0000000000a1';

export const client = {
  id: CLIENT_ID,
  firstName: 'Sam',
  lastName: 'Rivera',
  username: 'samr',
  email: 'sam@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
};
