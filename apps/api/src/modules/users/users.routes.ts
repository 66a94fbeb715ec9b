import { errorBody, idParams, messageBody } from '@kinetic/contracts/common';
import {
  addRoleInput,
  adminUserUpdate,
  passwordChange,
  profileUpdate,
  trainerListAnswer,
  userAnswer,
  userListAnswer,
  userSearchQuery,
} from '@kinetic/contracts/users';
import { preferencesInput } from '@kinetic/contracts/preferences';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(app: FastifyInstance, users: UsersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: [app.authenticate] };
  const asConsultant = { onRequest: [app.authenticate, app.requireRole('CONSULTANT')] };

  r.get(
    '/api/users/admin/all',
    {
      ...asConsultant,
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'Search all users (administrators)',
        tags,
        security,
        querystring: userSearchQuery,
        response: { 200: userListAnswer },
      },
    },
    async (request) => users.search(request.query.search, request.query.limit, request.query.offset),
  );

  r.get(
    '/api/users/admin/trainers',
    {
      ...asConsultant,
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'List the trainers (administrators)',
        tags,
        security,
        response: { 200: trainerListAnswer },
      },
    },
    async () => ({ trainers: await users.trainers() }),
  );

  r.put(
    '/api/users/admin/:id',
    {
      ...asConsultant,
      schema: {
        summary: "Change a user's details and roles (administrators)",
        tags,
        security,
        params: idParams,
        body: adminUserUpdate,
        response: { 200: userAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => ({
      user: await users.adminUpdate(currentUser(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/api/users/add-role',
    {
      onRequest: [app.authenticate, app.requireRole('TRAINER')],
      schema: {
        summary: 'Add the client role to my account',
        tags,
        security,
        body: addRoleInput,
        response: { 200: userAnswer },
      },
    },
    async (request) => ({ user: await users.addClientRole(currentUser(request)) }),
  );

  r.put(
    '/api/users/profile',
    {
      ...signedIn,
      schema: {
        summary: 'Change my profile',
        tags,
        security,
        body: profileUpdate,
        response: { 200: userAnswer, 400: errorBody },
      },
    },
    async (request) => ({ user: await users.updateProfile(currentUser(request), request.body) }),
  );

  r.put(
    '/api/users/preferences',
    {
      ...signedIn,
      schema: {
        summary: 'Change my preferences (weight unit, time zone, rest between sets)',
        tags,
        security,
        body: preferencesInput,
        response: { 200: userAnswer, 400: errorBody },
      },
    },
    async (request) => ({ user: await users.setPreferences(currentUser(request), request.body) }),
  );

  r.put(
    '/api/users/password',
    {
      ...signedIn,
      schema: {
        summary: 'Change my password',
        tags,
        security,
        body: passwordChange,
        response: { 200: messageBody, 400: errorBody },
      },
    },
    async (request) =>
      users.changePassword(currentUser(request), request.sessionToken!, request.ip, request.body),
  );
}
