import { describe, expect, it } from 'vitest';
import { recordsCalls } from './records.ts';

const { mine: getRecords, ofClient: getClientRecords, history: getExerciseHistory } = recordsCalls;
import { pathOf } from './route.ts';

describe('pathOf', () => {
  it('gives a path without parameters as it is', () => {
    expect(pathOf(getRecords)).toBe('/api/records');
  });

  it('fills in each parameter, encoded', () => {
    expect(pathOf(getClientRecords, { id: 'a/b c' })).toBe('/api/clients/a%2Fb%20c/records');
  });

  it('adds the query, leaving out absent values and repeating the key of each array item', () => {
    expect(pathOf(getExerciseHistory, { exerciseId: 'e1' }, { clientId: undefined })).toBe(
      '/api/exercise-history/e1',
    );
    expect(pathOf(getExerciseHistory, { exerciseId: 'e1' }, { clientId: 'c 1', ids: ['x', 'y'] })).toBe(
      '/api/exercise-history/e1?clientId=c+1&ids=x&ids=y',
    );
  });

  it('refuses a path whose parameter is missing, rather than calling a wrong address', () => {
    expect(() => pathOf(getClientRecords, {})).toThrow('/api/clients/:id/records: no value for :id');
  });
});
