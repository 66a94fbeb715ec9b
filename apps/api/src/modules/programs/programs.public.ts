/**
 * What other modules use of programs: an assignment's columns and shape (the account export).
 * Other modules import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export { assignmentColumns, toAssignment } from './program-assignments.repository.ts';
