/**
 * What other modules use of progress: a stored entry and photo as the contract shows them (the account
 * export). Other modules import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export { toEntry } from './progress.repository.ts';
export { toPhoto } from './progress-photos.repository.ts';
export { createProgressRepository, type ProgressRepository } from './progress.repository.ts';
export {
  createProgressPhotosRepository,
  type ProgressPhotosRepository,
} from './progress-photos.repository.ts';
