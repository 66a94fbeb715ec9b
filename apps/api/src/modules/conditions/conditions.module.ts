import type { Module } from '../module.ts';
import { conditionsRoutes } from './conditions.routes.ts';

/** A client's conditions and the warnings they raise on exercises. */
export const conditionsModule: Module<'conditions'> = async (app, { conditions }) => {
  conditionsRoutes(app, conditions);
};
