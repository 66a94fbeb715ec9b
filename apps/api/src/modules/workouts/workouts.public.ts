/**
 * What other modules use of workouts: plans, summaries, copies, schedule clashes and the
 * scheduled-ahead cap. Other modules import only this file of the module (see apiLayers in
 * eslint.config.mjs).
 */
export { createCopyWriter, type CopyWriter } from './copy-writer.ts';
export { freshPlanSql } from './fresh-plan.ts';
export { previousPerformanceJson } from './previous-performance.ts';
export { findClashes, settleClashes, withoutClashes } from './schedule-clashes.ts';
export { clientsOverScheduledCap, type PlannedWorkout } from './scheduled-cap.ts';
export { buildPlan, freshCopy } from './workout-plan.ts';
export { painColumn, summaryColumns, toSummary } from './workout-summary.ts';
export type { WorkoutsRepository } from './workouts.repository.ts';
