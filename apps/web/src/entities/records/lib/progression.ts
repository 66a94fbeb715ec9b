import type { HistoryPoint } from '@kinetic/contracts/records';
import { convertWeight } from '../../../lib/weight-units.ts';

/** One completed workout on the chart, in the chart's one unit. */
export interface ChartPoint {
  workoutId: string;
  /** The completion time, in ms. */
  time: number;
  date: string;
  topWeight: number;
  reps: number;
  oneRepMax: number;
  volume: number;
}

/**
 * The history as one series in the unit of its latest point (a client may log some weeks in pounds
 * and others in kilograms), oldest first.
 */
export function progression(points: readonly HistoryPoint[]): { unit: string; points: ChartPoint[] } {
  const unit = points.at(-1)?.weightUnit ?? 'kg';
  return {
    unit,
    points: points.map((p) => ({
      workoutId: p.workoutId,
      time: new Date(p.date).getTime(),
      date: p.date,
      topWeight: convertWeight(p.topWeight, p.weightUnit, unit),
      reps: p.reps,
      oneRepMax: convertWeight(p.estimatedOneRepMax, p.weightUnit, unit),
      volume: convertWeight(p.volume, p.weightUnit, unit),
    })),
  };
}
