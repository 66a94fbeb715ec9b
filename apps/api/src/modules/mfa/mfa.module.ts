import type { Module } from '../module.ts';
import { mfaRoutes } from './mfa.routes.ts';

/** Two-step sign-in: setting it up, recovery codes, turning it off. */
export const mfaModule: Module<'mfaService'> = async (app, { mfaService }) => {
  mfaRoutes(app, mfaService);
};
