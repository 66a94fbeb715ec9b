import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppOptions } from './app-options.ts';
import { createCore } from './core.ts';
import { redactUrl } from './lib/redact-url.ts';
import { accountModule } from './modules/account/account.module.ts';
import { attentionModule } from './modules/attention/attention.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { checkInReviewModule } from './modules/check-ins/check-in-review.part.ts';
import { calendarModule } from './modules/calendar/calendar.module.ts';
import { calendarFeedsModule } from './modules/calendar-feeds/calendar-feeds.module.ts';
import { checkInsModule } from './modules/check-ins/check-ins.module.ts';
import { clientsModule } from './modules/clients/clients.module.ts';
import { conditionsModule } from './modules/conditions/conditions.module.ts';
import { habitsModule } from './modules/habits/habits.module.ts';
import { invitationsModule } from './modules/invitations/invitations.module.ts';
import type { RegisteredModule } from './modules/module.ts';
import { librariesModule } from './modules/libraries/libraries.module.ts';
import { mealsModule } from './modules/meals/meals.module.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import { mfaModule } from './modules/mfa/mfa.module.ts';
import { nutritionModule } from './modules/nutrition/nutrition.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { onboardingModule } from './modules/onboarding/onboarding.module.ts';
import { prescribingModule } from './modules/prescribing/prescribing.module.ts';
import { programsModule } from './modules/programs/programs.module.ts';
import { progressModule } from './modules/progress/progress.module.ts';
import { recordsModule } from './modules/records/records.module.ts';
import { systemModule } from './modules/system/system.module.ts';
import { templatesModule } from './modules/templates/templates.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { workoutsModule } from './modules/workouts/workouts.module.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerBenchRoutes } from './plugins/bench-routes.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerReplicaReads } from './plugins/replica-reads.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerUserLimits } from './plugins/user-limits.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type { AppOptions } from './app-options.ts';

/**
 * The API's modules, in the order their routes appear in the OpenAPI document. Each is a Fastify
 * plugin in its own scope, given the shared core (see core.ts).
 */
const modules: RegisteredModule[] = [
  systemModule,
  authModule,
  mfaModule,
  auditModule,
  onboardingModule,
  librariesModule,
  usersModule,
  invitationsModule,
  accountModule,
  clientsModule,
  conditionsModule,
  prescribingModule,
  recordsModule,
  workoutsModule,
  calendarModule,
  calendarFeedsModule,
  templatesModule,
  programsModule,
  mealsModule,
  nutritionModule,
  habitsModule,
  progressModule,
  checkInsModule,
  notificationsModule,
  messagesModule,
  attentionModule,
  checkInReviewModule,
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { settings, database } = options;
  const app = Fastify({
    logger:
      settings.logLevel === 'silent'
        ? false
        : {
            level: settings.logLevel,
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          },
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? settings.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonBody(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, { https: settings.publicUrl.startsWith('https:') });
  await registerDocs(app, { appName: settings.appName, publicUrl: settings.publicUrl });

  const core = await createCore(app, options);
  if (settings.metricsToken)
    registerMetrics(app, settings.metricsToken, {
      caches: core.caches.stats,
      pool: database.pool,
      streams: () => core.streams.count(),
      afterAnswer: () => core.afterAnswer.pending(),
    });
  registerAuth(app, core.auth, { mfaRequiredRoles: settings.mfa.requiredRoles });
  registerReplicaReads(app, { replica: database.replica, sessionUser: core.auth.userForTokenHash });
  registerUserLimits(app, {
    store: core.rateLimitStore,
    limits: { ...settings.userLimits, ...options.userLimits },
  });

  for (const module of modules) await app.register(module, core);
  if (settings.benchRoutes) registerBenchRoutes(app);

  const webDir = options.webDir === undefined ? settings.webDir : options.webDir;
  if (webDir) await registerWebApp(app, webDir);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
  return app;
}
