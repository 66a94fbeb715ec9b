import { authAnswer } from '@kinetic/contracts/auth';
import { errorBody, idParams } from '@kinetic/contracts/common';
import {
  acceptInvitationBody,
  invitationAnswer,
  invitationImportAnswer,
  invitationImportInput,
  invitationInput,
  invitationListAnswer,
  invitationListQuery,
  invitationPreviewAnswer,
  invitationTokenBody,
} from '@kinetic/contracts/invitations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { clientOf } from '../auth/auth.public.ts';
import type { InvitationAcceptance } from './invitation-acceptance.ts';
import type { InvitationsService } from './invitations.service.ts';

export function invitationsRoutes(
  app: FastifyInstance,
  service: InvitationsService,
  acceptance: InvitationAcceptance,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitations'];
  const security = [{ bearer: [] }];
  const asSender = { onRequest: [app.authenticate, app.requireRole('TRAINER', 'CONSULTANT')] };

  r.post(
    '/api/invitations',
    {
      ...asSender,
      schema: {
        summary: 'Invite someone to make an account (trainers: a client of theirs)',
        description:
          'A trainer sends name and email: the person becomes their client on acceptance. A consultant also sends `roles` and, for a client, `trainerId` (or null). The link is mailed; no account exists until it is accepted.',
        tags,
        security,
        body: invitationInput,
        response: { 201: invitationAnswer, 400: errorBody, 403: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ invitation: await service.invite(currentUser(request), request.body) }),
  );

  r.post(
    '/api/invitations/import',
    {
      ...asSender,
      schema: {
        summary: 'Invite the clients of a CSV file, with a report of each line',
        tags,
        security,
        body: invitationImportInput,
        response: {
          200: invitationImportAnswer,
          400: errorBody,
          403: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => service.importCsv(currentUser(request), request.body.csv, request.body.trainerId),
  );

  r.get(
    '/api/invitations',
    {
      ...asSender,
      config: { userLimit: 'list' as const },
      schema: {
        summary: 'Invitations I sent (consultants: everyone’s), newest first',
        tags,
        security,
        querystring: invitationListQuery,
        response: { 200: invitationListAnswer, 400: errorBody },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  r.post(
    '/api/invitations/:id/resend',
    {
      ...asSender,
      schema: {
        summary: 'Send an open invitation again, with a new link (the old one stops working)',
        tags,
        security,
        params: idParams,
        response: { 200: invitationAnswer, 404: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => ({ invitation: await service.resend(currentUser(request), request.params.id) }),
  );

  r.delete(
    '/api/invitations/:id',
    {
      ...asSender,
      schema: {
        summary: 'Revoke an open invitation: its link stops working',
        tags,
        security,
        params: idParams,
        response: { 200: invitationAnswer, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => ({ invitation: await service.revoke(currentUser(request), request.params.id) }),
  );

  r.post(
    '/api/auth/invitation',
    {
      schema: {
        summary: 'What an invitation link is for: who invited whom (before accepting)',
        tags,
        body: invitationTokenBody,
        response: { 200: invitationPreviewAnswer, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => ({ invitation: await acceptance.preview(request.body.token, request.ip) }),
  );

  r.post(
    '/api/auth/accept-invitation',
    {
      schema: {
        summary: 'Accept an invitation: make the account with a password, and sign in',
        tags,
        body: acceptInvitationBody,
        response: { 201: authAnswer, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await acceptance.accept(request.body, clientOf(request))),
  );
}
