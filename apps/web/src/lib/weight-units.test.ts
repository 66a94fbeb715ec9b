import { describe, expect, it } from 'vitest';
import { convertWeight, preferredWeightUnit, weightNumber, weightWithConversion } from './weight-units.ts';

describe('weight units', () => {
  it('converts at 1 kg = 2.20462 lbs, to one decimal', () => {
    expect(convertWeight(1, 'kg', 'lbs')).toBe(2.2);
    expect(convertWeight(100, 'kg', 'lbs')).toBe(220.5);
    expect(convertWeight(225, 'lbs', 'kg')).toBe(102.1);
    expect(convertWeight(45, 'lbs', 'kg')).toBe(20.4);
    // The same unit is left exactly as it is, not rounded.
    expect(convertWeight(62.25, 'kg', 'kg')).toBe(62.25);
  });

  it('reads only plain numbers as weights', () => {
    expect(weightNumber('135')).toBe(135);
    expect(weightNumber(' 62.5 ')).toBe(62.5);
    for (const typed of ['', null, undefined, 'bodyweight', '12kg', '-5', '1e3'])
      expect(weightNumber(typed)).toBeNull();
  });

  it('shows a weight in its own unit, with the conversion beside it only when the viewer uses the other', () => {
    expect(weightWithConversion('100', 'kg', 'lbs')).toBe('100 kg (220.5 lbs)');
    expect(weightWithConversion('135', 'lbs', 'kg')).toBe('135 lbs (61.2 kg)');
    expect(weightWithConversion('62.5', 'kg', 'kg')).toBe('62.5 kg');
    expect(weightWithConversion('bodyweight', 'lbs', 'kg')).toBe('bodyweight');
  });

  it("defaults new weights to the user's unit, else pounds", () => {
    expect(preferredWeightUnit({ weightUnit: 'kg' })).toBe('kg');
    expect(preferredWeightUnit(undefined)).toBe('lbs');
  });
});
