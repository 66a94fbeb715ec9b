import type { Module } from '../module.ts';
import { createAttentionResolutionsRepository } from './attention-resolutions.repository.ts';
import { createAttentionResolutionsService } from './attention-resolutions.service.ts';
import { createAttentionRepository } from './attention.repository.ts';
import { attentionRoutes } from './attention.routes.ts';
import { createAttentionService } from './attention.service.ts';

/** The trainer's Needs attention list, and the signals they clear. */
export const attentionModule: Module<'db' | 'reads' | 'clients' | 'denied' | 'audit'> = async (
  app,
  { db, reads, clients, denied, audit },
) => {
  attentionRoutes(
    app,
    createAttentionService({ attention: createAttentionRepository(reads), clients, denied }),
    createAttentionResolutionsService({ db, resolutions: createAttentionResolutionsRepository(db), audit }),
  );
};
