import { describe, expect, it } from 'vitest';
import { ageOn, bodyDataInput } from './body-data.ts';
import {
  activityFor,
  dayTargets,
  goalEnergyPerDay,
  macroEnergy,
  mifflinStJeor,
  proposeTargets,
  targetsForDay,
} from './nutrition.ts';

describe('Mifflin-St Jeor', () => {
  it('a 30-year-old woman of 165 cm and 60 kg: 1,320.25 kcal', () => {
    // 10 x 60 + 6.25 x 165 - 5 x 30 - 161
    expect(mifflinStJeor({ weightKg: 60, heightCm: 165, age: 30, sex: 'female' })).toBe(1320.25);
  });

  it('a 40-year-old man of 180 cm and 85 kg: 1,780 kcal', () => {
    // 10 x 85 + 6.25 x 180 - 5 x 40 + 5
    expect(mifflinStJeor({ weightKg: 85, heightCm: 180, age: 40, sex: 'male' })).toBe(1780);
  });
});

describe('the activity factor from training days a week', () => {
  it.each([
    [0, 1.2],
    [1, 1.375],
    [2, 1.375],
    [3, 1.55],
    [5, 1.55],
    [6, 1.725],
    [7, 1.725],
  ])('%i days: %f', (days, factor) => expect(activityFor(days).factor).toBe(factor));
});

describe('the proposal', () => {
  it('the goal rate: 7,700 kcal per kg over a week', () => {
    expect(goalEnergyPerDay(-0.5)).toBe(-550);
    expect(goalEnergyPerDay(1)).toBe(1100);
  });

  it('maintenance for the woman training 3 days: 2,046 kcal, 108 g protein, 68 g fat, the rest carbs', () => {
    const p = proposeTargets({
      weightKg: 60,
      heightCm: 165,
      age: 30,
      sex: 'female',
      daysPerWeek: 3,
      goalRateKgPerWeek: 0,
    });
    expect(p).toEqual({
      bmr: 1320.25,
      activityFactor: 1.55,
      maintenance: 2046,
      goalEnergy: 0,
      targets: { kcal: 2046, protein: 108, fat: 68, carbs: 251, fiber: null },
    });
    // The proposal is always within the bounds it will be saved with.
    expect(dayTargets.safeParse(p.targets).success).toBe(true);
    expect(macroEnergy(p.targets)).toBeLessThanOrEqual(p.targets.kcal * 1.1);
  });

  it('never proposes fewer than 800 kcal', () => {
    const p = proposeTargets({
      weightKg: 35,
      heightCm: 140,
      age: 90,
      sex: 'female',
      daysPerWeek: 0,
      goalRateKgPerWeek: -1.5,
    });
    expect(p.targets.kcal).toBe(800);
  });
});

describe('targets', () => {
  const day = { kcal: 2000, protein: 120, carbs: 230, fat: 65, fiber: null };
  it('refuses macros more than 10% over the calories, saying by how much, on the kcal field', () => {
    const res = dayTargets.safeParse({ kcal: 1000, protein: 100, carbs: 150, fat: 40 });
    expect(res.success).toBe(false);
    expect(res.error!.issues).toEqual([
      expect.objectContaining({
        path: ['kcal'],
        message:
          'The macros add up to 1,360 kcal, 360 kcal (36%) more than the 1,000 kcal target; lower the macros or raise the calories (at most 10% over)',
      }),
    ]);
    expect(dayTargets.safeParse({ kcal: 1000, protein: 100, carbs: 125, fat: 20 }).success).toBe(true);
  });

  it('the rest-day targets hold on a rest day when there are any', () => {
    const rest = { ...day, kcal: 1800 };
    expect(targetsForDay({ day, restDay: rest }, false)).toBe(rest);
    expect(targetsForDay({ day, restDay: rest }, true)).toBe(day);
    expect(targetsForDay({ day, restDay: null }, false)).toBe(day);
  });
});

describe('body data', () => {
  it('counts whole years', () => {
    expect(ageOn('1990-06-15', '2020-06-14')).toBe(29);
    expect(ageOn('1990-06-15', '2020-06-15')).toBe(30);
  });

  it('stores inches and pounds as cm and kg', () => {
    expect(bodyDataInput.parse({ height: 65, heightUnit: 'in', weight: 132, weightUnit: 'lbs' })).toEqual({
      dateOfBirth: null,
      sex: null,
      heightCm: 165.1,
      weightKg: 59.87,
    });
  });
});
