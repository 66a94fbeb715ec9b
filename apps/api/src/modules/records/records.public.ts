/**
 * What other modules use of personal records: the SQL that finds the records a completion sets,
 * and their shape. Other modules import only this file of the module (see apiLayers in
 * eslint.config.mjs).
 */
export { newRecordsCtes, toRecord, type RecordRow } from './records.repository.ts';
export { createTrainingMaxLookup, maxKey, type TrainingMaxLookup } from './training-max-lookup.ts';
export { trainingMaxesForExport } from './training-maxes.repository.ts';
