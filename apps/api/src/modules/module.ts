import type { FastifyInstance } from 'fastify';
import type { Core } from '../core.ts';

/**
 * A module of the API: a Fastify plugin that builds its repositories and services from the parts
 * of the shared core it names, and registers its routes. The app registers each in turn.
 */
export type Module<K extends keyof Core> = (app: FastifyInstance, core: Pick<Core, K>) => Promise<void>;

/** Any module, as the app registers it: given the whole core, it takes the parts it named. */
export type RegisteredModule = (app: FastifyInstance, core: Core) => Promise<void>;
