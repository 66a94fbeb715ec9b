import type { OnboardingAnswers } from '@kinetic/contracts/onboarding';
import { describe, expect, it } from 'vitest';
import { INTAKE } from '../../test/intake.ts';
import { suggestedConditions } from './suggested-conditions.ts';

const stored = <T>(fields: T) => ({ fields, submittedAt: '2026-11-01T00:00:00.000Z', version: 1 });
const none: OnboardingAnswers = {
  waiver: null,
  parq: null,
  'goals-activities': null,
  'medical-history': null,
  nutrition: null,
  lifestyle: null,
};
const parq = { ...INTAKE.parq } as NonNullable<OnboardingAnswers['parq']>['fields'];
const medical = { ...INTAKE['medical-history'] } as NonNullable<
  OnboardingAnswers['medical-history']
>['fields'];

const answers = (
  parqChanges: Partial<typeof parq> = {},
  medicalChanges: Partial<typeof medical> = {},
): OnboardingAnswers => ({
  ...none,
  parq: stored({ ...parq, ...parqChanges }),
  'medical-history': stored({ ...medical, ...medicalChanges }),
});

describe('conditions suggested by the intake', () => {
  it('suggests nothing without answers, or when every answer is clear', () => {
    expect(suggestedConditions(none)).toEqual([]);
    expect(suggestedConditions(answers())).toEqual([]);
  });

  it.each([
    [{ heartCondition: 'Yes' }, ['heart']],
    [{ chestPainActive: 'Yes' }, ['heart']],
    [{ chestPainResting: 'Yes' }, ['heart']],
    [{ prescribedDrugs: 'Yes' }, ['high-blood-pressure']],
    // A joint problem alone does not say which joint: the free text does.
    [{ boneOrJoint: 'Yes' }, []],
    [{ loseBalance: 'Yes' }, []],
  ] as const)('PAR-Q %o suggests %o', (changes, expected) => {
    expect(suggestedConditions(answers(changes))).toEqual(expected);
  });

  it.each([
    ['ailments', 'Old knee injury (left), occasional pain on stairs', ['knee']],
    ['surgery', 'ACL reconstruction 2018', ['knee']],
    ['ailments', 'Lower back pain after long drives; sciatica', ['lower-back']],
    ['ailments', 'Herniated disc L4-L5', ['lower-back']],
    ['surgery', 'Rotator cuff repair', ['shoulder']],
    ['ailments', 'Carpal tunnel in the right wrist', ['wrist']],
    ['surgery', 'Hip replacement', ['hip']],
    ['ailments', 'Sprained ankle, Achilles tightness', ['ankle']],
    ['ailments', 'Stiff neck', ['neck']],
    ['ailments', 'Pregnant, second trimester', ['pregnancy']],
    ['medications', 'Lisinopril for hypertension', ['high-blood-pressure']],
    ['ailments', 'High blood pressure', ['high-blood-pressure']],
    ['surgery', 'Cardiac stent 2020', ['heart']],
    ['ailments', 'Heartburn after big meals', []],
    ['ailments', 'Knee and shoulder pain, bad back', ['knee', 'lower-back', 'shoulder']],
  ] as const)('%s "%s" suggests %o', (field, text, expected) => {
    expect(suggestedConditions(answers({}, { [field]: text }))).toEqual(expected);
  });

  it('merges the PAR-Q and the medical history, in the vocabulary order, each once', () => {
    expect(
      suggestedConditions(
        answers(
          { heartCondition: 'Yes', prescribedDrugs: 'Yes' },
          { ailments: 'knee pain, heart murmur', surgery: 'knee arthroscopy' },
        ),
      ),
    ).toEqual(['knee', 'high-blood-pressure', 'heart']);
  });
});
