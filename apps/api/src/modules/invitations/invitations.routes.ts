import { invitationsCalls } from '@kinetic/contracts/invitations';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { clientOf } from '../auth/auth.public.ts';
import type { InvitationAcceptance } from './invitation-acceptance.ts';
import type { InvitationsService } from './invitations.service.ts';

export function invitationsRoutes(
  app: FastifyInstance,
  service: InvitationsService,
  acceptance: InvitationAcceptance,
) {
  const asSender = { onRequest: [app.authenticate, app.requireRole('TRAINER', 'CONSULTANT')] };

  serve(app, invitationsCalls.send, asSender, async (request, reply) =>
    reply.code(201).send({ invitation: await service.invite(currentUser(request), request.body) }),
  );

  serve(app, invitationsCalls.importCsv, asSender, async (request) =>
    service.importCsv(currentUser(request), request.body.csv, request.body.trainerId),
  );

  serve(
    app,
    invitationsCalls.list,
    { ...asSender, config: { userLimit: 'list' as const } },
    async (request) => service.list(currentUser(request), request.query),
  );

  serve(app, invitationsCalls.resend, asSender, async (request) => ({
    invitation: await service.resend(currentUser(request), request.params.id),
  }));

  serve(app, invitationsCalls.revoke, asSender, async (request) => ({
    invitation: await service.revoke(currentUser(request), request.params.id),
  }));

  serve(app, invitationsCalls.preview, {}, async (request) => ({
    invitation: await acceptance.preview(request.body.token, request.ip),
  }));

  serve(app, invitationsCalls.accept, {}, async (request, reply) =>
    reply.code(201).send(await acceptance.accept(request.body, clientOf(request))),
  );
}
