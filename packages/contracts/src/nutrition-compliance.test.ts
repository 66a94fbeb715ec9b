import { describe, expect, it } from 'vitest';
import { complianceOf, complianceWindow, dayStatus, type DiaryDayTotals } from './nutrition-compliance.ts';

const target = { kcal: 2000, protein: 150 };
const logged = (kcal: number, protein: number) => ({ kcal, protein, entries: 1 });

describe('the compliance rule', () => {
  it('takes calories within 10% either way, exactly 10% included', () => {
    expect(dayStatus(logged(2200, 150), target)).toBe('on-target');
    expect(dayStatus(logged(1800, 150), target)).toBe('on-target');
    expect(dayStatus(logged(2200.1, 150), target)).toBe('off-target');
    expect(dayStatus(logged(1799.9, 150), target)).toBe('off-target');
  });

  it('takes protein of at least 90%, exactly 90% included, and any amount over', () => {
    expect(dayStatus(logged(2000, 135), target)).toBe('on-target');
    expect(dayStatus(logged(2000, 400), target)).toBe('on-target');
    expect(dayStatus(logged(2000, 134.9), target)).toBe('off-target');
  });

  it('judges the totals as shown (to 0.1), not their float noise', () => {
    expect(dayStatus(logged(1100.1 + 1099.9 + 0.04, 135 - 0.04), target)).toBe('on-target');
  });

  it('a day with nothing logged is not logged, whatever the target', () => {
    expect(dayStatus({ kcal: 0, protein: 0, entries: 0 }, target)).toBe('not-logged');
    expect(dayStatus({ kcal: 0, protein: 0, entries: 0 }, { kcal: 0, protein: 0 })).toBe('not-logged');
  });

  it('measures a training day against the training-day targets, any other against the rest-day ones', () => {
    const targets = {
      day: { kcal: 2500, protein: 150, carbs: 300, fat: 70, fiber: null },
      restDay: { kcal: 2000, protein: 150, carbs: 200, fat: 70, fiber: null },
    };
    const { from, to } = complianceWindow('2026-11-29');
    expect({ from, to }).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    const days: DiaryDayTotals[] = Array.from({ length: 28 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      kcal: 2500,
      protein: 150,
      entries: 2,
      isTrainingDay: i % 2 === 0,
    }));
    const c = complianceOf(targets, days);
    expect(c.days).toHaveLength(7);
    expect(c.days[0]).toMatchObject({ date: '2026-11-22', isTrainingDay: false, status: 'off-target' });
    expect(c.days[1]).toMatchObject({ isTrainingDay: true, target: { kcal: 2500 }, status: 'on-target' });
    expect(c.weeks.map((w) => [w.from, w.to, w.onTarget])).toEqual([
      ['2026-11-01', '2026-11-07', 4],
      ['2026-11-08', '2026-11-14', 3],
      ['2026-11-15', '2026-11-21', 4],
      ['2026-11-22', '2026-11-28', 3],
    ]);
    expect(c.week).toEqual(c.weeks[3]);
  });
});
