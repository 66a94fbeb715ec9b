/**
 * What other modules use of check-ins: the account export's pages and the Needs attention facts.
 * Other modules import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export {
  checkInFactsJson,
  checkInsForExport,
  checkInTemplatesForExport,
  type CheckInFacts,
} from './check-in-shared.ts';
