import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATES, plateSetInput, platesFor } from './plates.ts';

describe('the plates for a target weight', () => {
  it('loads 100 kg on a 20 kg bar as 25 + 15 a side', () => {
    expect(platesFor(100, DEFAULT_PLATES.kg)).toEqual({ perSide: [25, 15], total: 100, exact: true });
  });

  it('loads 225 lb on a 45 lb bar as two 45s a side', () => {
    expect(platesFor(225, DEFAULT_PLATES.lbs)).toEqual({ perSide: [45, 45], total: 225, exact: true });
  });

  it('uses the small plates: 62.5 kg is 20 + 1.25 a side', () => {
    expect(platesFor(62.5, DEFAULT_PLATES.kg)).toEqual({ perSide: [20, 1.25], total: 62.5, exact: true });
  });

  it('finds the exact loading where taking the heaviest plate first would not', () => {
    // 20 a side from 15s and 10s: 10 + 10, not 15 and nothing to make up the 5.
    expect(platesFor(60, { barWeight: 20, plates: [15, 10] })).toEqual({
      perSide: [10, 10],
      total: 60,
      exact: true,
    });
  });

  it('says when a weight cannot be loaded, and loads the nearest below it', () => {
    expect(platesFor(101, DEFAULT_PLATES.kg)).toEqual({ perSide: [25, 15], total: 100, exact: false });
    expect(platesFor(61, DEFAULT_PLATES.kg)).toEqual({ perSide: [20], total: 60, exact: false });
  });

  it('is the bar alone at the bar weight, and below it', () => {
    expect(platesFor(20, DEFAULT_PLATES.kg)).toEqual({ perSide: [], total: 20, exact: true });
    expect(platesFor(15, DEFAULT_PLATES.kg)).toEqual({ perSide: [], total: 20, exact: false });
  });
});

describe('a bar and plates as a person sets them', () => {
  it('keeps each size once, heaviest first', () => {
    expect(plateSetInput.parse({ unit: 'kg', barWeight: 15, plates: [5, 20, 5, 1.25] })).toEqual({
      unit: 'kg',
      barWeight: 15,
      plates: [20, 5, 1.25],
    });
  });

  it('refuses what no gym has, with a message for each field', () => {
    const result = plateSetInput.safeParse({ unit: 'st', barWeight: -1, plates: [0, 1.255] });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'unit: Unit must be lbs or kg',
      'barWeight: Bar weight cannot be negative',
      'plates.0: A plate must weigh more than 0',
      'plates.1: A plate must have at most two decimals',
    ]);
    expect(plateSetInput.safeParse({ unit: 'kg', barWeight: 20, plates: [] }).error!.issues[0]!.message).toBe(
      'Give at least one plate size',
    );
  });
});
