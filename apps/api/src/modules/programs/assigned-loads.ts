import { sql, type SQL } from 'drizzle-orm';
import { loadPrescription } from '@kinetic/contracts/load-prescription';
import { fromTrainingMax, plateStepOf, type TrainingMax } from '@kinetic/contracts/progression';
import type { PlateSettings } from '@kinetic/contracts/plates';
import type { SetBlock, WeightUnit } from '@kinetic/contracts/workouts';

/** An exercise of a template whose load is a percentage of the training max: `key` is "block.exercise", from 1. */
export interface PercentSlot {
  templateId: string;
  key: string;
  exerciseId: string;
  percent: number;
}

/** The loads one client's copy of one template takes, by slot key. */
export type Loads = Record<string, { targetWeight: string; weightUnit: WeightUnit; loadReason: string }>;

/** The percentage slots of a template's stored plan. */
export function percentSlots(templateId: string, plan: SetBlock[]): PercentSlot[] {
  return plan.flatMap((block, b) =>
    block.exercises.flatMap((e, i) => {
      const load = loadPrescription.safeParse(e.load).data;
      return load?.kind === 'percent'
        ? [{ templateId, key: `${b + 1}.${i + 1}`, exerciseId: e.exerciseId, percent: load.percent }]
        : [];
    }),
  );
}

/**
 * Each client's loads for each template, by `${templateId}|${clientId}`: the percentage of their
 * training max (`maxOf`) on their own plates of their unit. A client without a training max for an
 * exercise keeps the template's own targets there.
 */
export function loadsByClient(
  slots: PercentSlot[],
  clients: { id: string; unit: WeightUnit; plates: Partial<PlateSettings> | null }[],
  maxOf: (clientId: string, exerciseId: string) => TrainingMax | undefined,
): Map<string, Loads> {
  const all = new Map<string, Loads>();
  for (const client of clients)
    for (const slot of slots) {
      const max = maxOf(client.id, slot.exerciseId);
      if (!max) continue;
      const target = fromTrainingMax(slot.percent, max, client.unit, plateStepOf(client.unit, client.plates));
      const key = `${slot.templateId}|${client.id}`;
      all.set(key, {
        ...all.get(key),
        [slot.key]: {
          targetWeight: String(target.weight),
          weightUnit: client.unit,
          loadReason: target.reason,
        },
      });
    }
  return all;
}

/**
 * SQL for the plan `plan` (jsonb) with `loads` (jsonb, a Loads or null) applied: an exercise named
 * by its slot takes the reason, and each of its set rows the weight and unit.
 */
export const planWithLoads = (
  plan: SQL,
  loads: SQL,
): SQL => sql`(case when ${loads} is null then ${plan} else (
  select coalesce(jsonb_agg(jsonb_set(b.block, '{exercises}', (
    select coalesce(jsonb_agg(case when ${loads} ? (b.n || '.' || e.n) then
        e.exercise || jsonb_build_object('loadReason', ${loads}->(b.n || '.' || e.n)->'loadReason', 'sets', (
          select coalesce(jsonb_agg(s.row || ((${loads}->(b.n || '.' || e.n)) - 'loadReason') order by s.n), '[]'::jsonb)
          from jsonb_array_elements(e.exercise->'sets') with ordinality s(row, n)))
      else e.exercise end order by e.n), '[]'::jsonb)
    from jsonb_array_elements(b.block->'exercises') with ordinality e(exercise, n))) order by b.n), '[]'::jsonb)
  from jsonb_array_elements(${plan}) with ordinality b(block, n)) end)`;
