/**
 * What other modules use of templates: the repository core builds (a template as a copy's source).
 * Other modules import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export type { TemplatesRepository } from './templates.repository.ts';
