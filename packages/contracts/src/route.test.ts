import { describe, expect, it } from 'vitest';
import { recordsCalls } from './records.ts';

const { mine: getRecords, ofClient: getClientRecords, history: getExerciseHistory } = recordsCalls;
import { API_PREFIX, pathOf, pathPattern } from './route.ts';
import { workoutPaths } from './workout-paths.ts';

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

describe('pathPattern', () => {
  it("matches the contract's path with any value of each parameter, and nothing longer or shorter", () => {
    const one = pathPattern(workoutPaths.one);
    expect(one.test('/api/workouts/8d1f0c52-4c1e-4d59-9a4b-0f5a3d2c1e77')).toBe(true);
    expect(one.test('/api/workouts')).toBe(false);
    expect(one.test('/api/workouts/8d1f/copy')).toBe(false);
    expect(pathPattern(workoutPaths.list).test('/api/workouts')).toBe(true);
    expect(pathPattern(workoutPaths.list).test('/api/workouts/8d1f')).toBe(false);
  });

  it('takes the fixed segments literally', () => {
    expect(pathPattern('/api/a.b').test('/api/aXb')).toBe(false);
    expect(pathPattern('/api/a.b').test('/api/a.b')).toBe(true);
  });

  it("every workout path is under the API's prefix", () => {
    for (const path of Object.values(workoutPaths)) expect(path.startsWith(`${API_PREFIX}/`)).toBe(true);
  });
});
