import { describe, expect, it } from 'vitest';
import { firstNameField, lastNameField } from './auth.ts';
import { programInput } from './programs.ts';
import { profileUpdate } from './users.ts';
import { workoutDetailsFields } from './workouts.ts';

const refusals = {
  'a line break': 'Ann\nBcc: all@example.com',
  'a carriage return': 'Ann\rLee',
  'a tab': 'Ann\tLee',
  'a C0 control': 'Ann\u0007',
  'a C1 control (next line)': 'Ann\u0085Lee',
  'a line separator': 'Ann\u2028Lee',
  'a right-to-left override': 'Ann\u202Egpj.exe',
  'a left-to-right mark': 'Ann\u200E',
  'a right-to-left mark': 'Ann\u200F',
  'an Arabic letter mark': 'Ann\u061C',
  'a first-strong isolate': 'Ann\u2068Lee\u2069',
  'a right-to-left embedding': '\u202BAnn',
};

describe('names are one line of visible text', () => {
  it.each(Object.entries(refusals))('a name with %s is refused with the field message', (_, name) => {
    expect(firstNameField.safeParse(name).error?.issues[0]?.message).toBe(
      'First name must be one line of letters, numbers, spaces and punctuation',
    );
    expect(lastNameField.safeParse(name).error?.issues[0]?.message).toBe(
      'Last name must be one line of letters, numbers, spaces and punctuation',
    );
    const profile = profileUpdate.safeParse({ firstName: 'Ann', lastName: name });
    expect(profile.error?.issues.map((i) => i.path.join('.'))).toEqual(['lastName']);
    expect(workoutDetailsFields.name.safeParse(name).error?.issues[0]?.message).toBe(
      'Workout name must be one line of letters, numbers, spaces and punctuation',
    );
  });

  it('names in any script, with accents, apostrophes, hyphens and digits, are kept as written', () => {
    for (const name of ["Ann-Marie O'Neil", 'Åsa Ñúñez', '李小龍', 'محمد', 'Zoë 2nd', 'Renée Dupont-Lévy']) {
      expect(firstNameField.parse(name)).toBe(name);
      expect(workoutDetailsFields.name.parse(name)).toBe(name);
    }
    // Spaces and line breaks around a name are trimmed as before: only what is left must be one line.
    expect(firstNameField.parse(' Ann \n')).toBe('Ann');
  });

  it('program names too', () => {
    const result = programInput.safeParse({ name: 'Block\nA' });
    expect(result.error?.issues.find((i) => i.path.join('.') === 'name')?.message).toBe(
      'Program name must be one line of letters, numbers, spaces and punctuation',
    );
  });
});
