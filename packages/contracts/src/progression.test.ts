import { describe, expect, it } from 'vitest';
import { loadPrescription, type LoadPrescriptionInput } from './load-prescription.ts';
import {
  effortText,
  nextTargets,
  plateStepOf,
  toPlates,
  type DoneSet,
  type ProgressionInput,
} from './progression.ts';

const rule = (p: LoadPrescriptionInput) => loadPrescription.parse(p);
const sets = (
  reps: (number | null)[],
  weight: number,
  unit: 'kg' | 'lbs' = 'kg',
  rpe: (number | null)[] = [],
) =>
  reps.map((r, i): DoneSet => ({
    targetReps: 8,
    reps: r,
    weight: r === null ? null : weight,
    unit,
    rpe: rpe[i] ?? null,
  }));
const next = (input: Partial<ProgressionInput> & Pick<ProgressionInput, 'prescription'>) =>
  nextTargets({ lastSets: [], trainingMax: null, unit: 'kg', ...input });

describe('double progression over 8 to 12 reps', () => {
  const double = rule({ kind: 'double', minReps: 8, maxReps: 12 });

  it('adds 2.5 kg and starts at 8 reps when every set reached 12 at RPE 8 or less', () => {
    expect(next({ prescription: double, lastSets: sets([12, 12, 12], 100, 'kg', [7.5, 8, 8]) })).toEqual({
      weight: 102.5,
      reps: 8,
      reason: '+2.5 kg: all sets at 12 reps, RPE ≤ 8',
    });
  });

  it('keeps the weight when a set missed the top of the range', () => {
    expect(next({ prescription: double, lastSets: sets([12, 10, 9], 100) })).toEqual({
      weight: 100,
      reps: null,
      reason: 'Kept 100 kg: set 2 at 10 of 12 reps',
    });
  });

  it('keeps the weight when a set was not done', () => {
    expect(next({ prescription: double, lastSets: sets([12, 12, null], 100) })?.reason).toBe(
      'Kept 100 kg: set 3 not done',
    );
  });

  it('keeps the weight when a set was harder than RPE 8', () => {
    expect(next({ prescription: double, lastSets: sets([12, 12, 12], 100, 'kg', [8, 8, 9]) })).toEqual({
      weight: 100,
      reps: null,
      reason: 'Kept 100 kg: set 3 at RPE 9 (above 8)',
    });
  });

  it('lets the reps decide alone when no RPE was logged, and says so', () => {
    expect(next({ prescription: double, lastSets: sets([12, 13, 12], 100) })?.reason).toBe(
      '+2.5 kg: all sets at 12 reps, no RPE logged',
    );
  });

  it('adds 5 lb for a client in pounds', () => {
    expect(next({ prescription: double, unit: 'lbs', lastSets: sets([12, 12], 225, 'lbs') })).toEqual({
      weight: 230,
      reps: 8,
      reason: '+5 lbs: all sets at 12 reps, no RPE logged',
    });
  });

  it('starts from the heaviest set, converted to the client unit', () => {
    // 100 kg is 220.46 lb.
    expect(next({ prescription: double, unit: 'lbs', lastSets: sets([12, 12], 100, 'kg') })?.weight).toBe(
      225.5,
    );
  });

  it("takes the step of the client's own plates: a pair of the smallest", () => {
    const plates = { kg: { barWeight: 20, plates: [20, 10, 5, 0.5] } };
    expect(next({ prescription: double, plates, lastSets: sets([12, 12], 100) })?.weight).toBe(101);
  });

  it('starts from the prescribed weight when no set logged one, and proposes nothing without either', () => {
    const none = [{ targetReps: 12, reps: null, weight: null, unit: 'kg' as const }];
    expect(next({ prescription: double, lastSets: none, lastTargetWeight: 80 })?.reason).toBe(
      'Kept 80 kg: set 1 not done',
    );
    expect(next({ prescription: double, lastSets: none })).toBeNull();
  });

  it('proposes nothing right after a deload: the week keeps its own targets', () => {
    const deload = rule({ kind: 'deload', percent: 60 });
    expect(next({ prescription: double, lastPrescription: deload, lastSets: sets([12, 12], 60) })).toBeNull();
  });
});

describe('linear progression', () => {
  const linear = rule({ kind: 'linear' });

  it('adds a plate step when every set reached its target reps', () => {
    expect(next({ prescription: linear, lastSets: sets([8, 8, 9], 60) })).toEqual({
      weight: 62.5,
      reps: null,
      reason: '+2.5 kg: all sets at their target reps',
    });
  });

  it('adds the step it states', () => {
    expect(
      next({
        prescription: rule({ kind: 'linear', step: 10 }),
        unit: 'lbs',
        lastSets: sets([8], 135, 'lbs'),
      }),
    ).toMatchObject({
      weight: 145,
      reason: '+10 lbs: all sets at their target reps',
    });
  });

  it('repeats the weight after missed reps', () => {
    expect(next({ prescription: linear, lastSets: sets([8, 6, 5], 60) })?.reason).toBe(
      'Kept 60 kg: set 2 at 6 of 8 reps',
    );
  });
});

describe('percentages, deloads and loads not computed', () => {
  it('takes a percentage of the training max, on the plates', () => {
    const percent = rule({ kind: 'percent', percent: 75 });
    expect(next({ prescription: percent, trainingMax: { weight: 140, unit: 'kg' } })).toEqual({
      weight: 105,
      reps: null,
      reason: '75% of training max 140 kg',
    });
    // 105 kg is 231.5 lb: the nearest 5 lb.
    expect(
      next({ prescription: percent, unit: 'lbs', trainingMax: { weight: 140, unit: 'kg' } })?.weight,
    ).toBe(230);
    expect(next({ prescription: percent })).toBeNull();
  });

  it('deloads to a stated percentage of the last working weight', () => {
    expect(
      next({ prescription: rule({ kind: 'deload', percent: 60 }), lastSets: sets([8, 8], 102.5) }),
    ).toEqual({
      weight: 62.5,
      reps: null,
      reason: 'Deload: 60% of 102.5 kg',
    });
  });

  it('computes nothing for a fixed load or an effort target', () => {
    expect(next({ prescription: rule({ kind: 'fixed' }), lastSets: sets([8], 50) })).toBeNull();
    const rpe = rule({ kind: 'effort', rpe: 8 });
    expect(next({ prescription: rpe, lastSets: sets([8], 50) })).toBeNull();
    expect(effortText(rpe)).toBe('Load for RPE 8');
    expect(effortText(rule({ kind: 'effort', rir: 2 }))).toBe('Load for 2 reps in reserve');
  });

  it('rounds to 2.5 kg or 5 lb', () => {
    expect(plateStepOf('kg')).toBe(2.5);
    expect(plateStepOf('lbs')).toBe(5);
    expect(toPlates(61.5, 2.5)).toBe(62.5);
    expect(toPlates(231.5, 5)).toBe(230);
  });
});

describe('the prescription schema', () => {
  const issues = (p: unknown) =>
    loadPrescription.safeParse(p).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('refuses what no rule can use, field by field', () => {
    expect(issues({ kind: 'double', minReps: 12, maxReps: 8 })).toEqual([
      'maxReps: Highest reps must be above lowest reps',
    ]);
    expect(issues({ kind: 'effort' })).toEqual(['rpe: Give either an RPE or an RIR target']);
    expect(issues({ kind: 'effort', rpe: 8.3 })).toEqual(['rpe: RPE goes in half steps (7.5, 8)']);
    expect(issues({ kind: 'percent', percent: 200 })).toEqual(['percent: Percentage must be from 30 to 110']);
    expect(issues({ kind: 'linear', step: 0 })).toEqual(['step: Step must be above 0']);
    expect(issues({ kind: 'wave' })?.[0]).toContain('Load kind must be one of');
  });
});
