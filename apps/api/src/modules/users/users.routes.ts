import { usersCalls } from '@kinetic/contracts/users';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(app: FastifyInstance, users: UsersService) {
  const signedIn = { onRequest: [app.authenticate] };
  const asConsultant = { onRequest: [app.authenticate, app.requireRole('CONSULTANT')] };
  const list = { userLimit: 'list' as const };

  serve(app, usersCalls.search, { ...asConsultant, config: list }, async (request) =>
    users.search(request.query.search, request.query.limit, request.query.offset),
  );

  serve(app, usersCalls.trainers, { ...asConsultant, config: list }, async () => ({
    trainers: await users.trainers(),
  }));

  serve(app, usersCalls.update, asConsultant, async (request) => ({
    user: await users.adminUpdate(currentUser(request), request.params.id, request.body),
  }));

  serve(
    app,
    usersCalls.addClientRole,
    { onRequest: [app.authenticate, app.requireRole('TRAINER')] },
    async (request) => ({ user: await users.addClientRole(currentUser(request)) }),
  );

  serve(app, usersCalls.updateProfile, signedIn, async (request) => ({
    user: await users.updateProfile(currentUser(request), request.body),
  }));

  serve(app, usersCalls.setPreferences, signedIn, async (request) => ({
    user: await users.setPreferences(currentUser(request), request.body),
  }));

  serve(app, usersCalls.plates, signedIn, async (request) => ({
    plates: await users.plates(currentUser(request)),
  }));

  serve(app, usersCalls.setPlates, signedIn, async (request) => ({
    plates: await users.setPlates(currentUser(request), request.body),
  }));

  serve(app, usersCalls.changePassword, signedIn, async (request) =>
    users.changePassword(currentUser(request), request.sessionToken!, request.ip, request.body),
  );
}
