import type { ProgressEntry } from '@kinetic/contracts/progress';

/** A body-weight entry of one client; tests override what they look at. */
export function progressEntry(overrides: Partial<ProgressEntry>): ProgressEntry {
  return {
    id: '00000000-0000-4000-8000-00000000e001',
    clientId: '00000000-0000-4000-8000-0000000000c1',
    type: 'Body weight',
    value: 80,
    unit: 'kg',
    date: '2026-11-01',
    category: 'Body composition',
    notes: '',
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}
