/**
 * What other modules use of habits: a client's habits and ticks as the account export holds them.
 * Other modules import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export { habitsForExport } from './habits.repository.ts';
