import { describe, expect, it } from 'vitest';
import { LIBRARY_KINDS } from './libraries.ts';
import { csvTemplate, parseCsv, readImportFile } from './library-import.ts';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes and commas inside quotes', () => {
    expect(parseCsv('name,notes\n"Oat bar","Chewy, with ""oats"""\n').records).toEqual([
      { line: 1, cells: ['name', 'notes'] },
      { line: 2, cells: ['Oat bar', 'Chewy, with "oats"'] },
    ]);
  });

  it('numbers records by the line they start on, across line breaks in quotes, CRLF and blank lines', () => {
    const { records, problems } = parseCsv('\uFEFFa,b\r\n\r\n"two\nlines",2\r\n   \nlast,3');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['two\nlines', '2'] },
      { line: 6, cells: ['last', '3'] },
    ]);
    expect(problems).toEqual([]);
  });

  it('names the line of a quote that is never closed', () => {
    const { records, problems } = parseCsv('a,b\n1,2\n3,"open\n4,5\n');
    expect(records.map((r) => r.line)).toEqual([1, 2]);
    expect(problems).toEqual([{ row: 3, msg: 'Line 3 has a quote that is never closed' }]);
  });
});

describe('readImportFile', () => {
  it('takes the labels the app shows as well as the stored values, in any case', () => {
    const csv = [
      'name,difficulty,contraindications',
      'Lunge,Beginner,Knee; lower back',
      'Deadlift,ADVANCED,lower-back',
      'Step-up,intermediate,Heart condition|high blood pressure',
    ].join('\n');
    expect(readImportFile('exercises', 'moves.csv', csv)).toEqual({
      rows: [
        {
          row: 2,
          values: { name: 'Lunge', difficulty: 'BEGINNER', contraindications: ['knee', 'lower-back'] },
        },
        { row: 3, values: { name: 'Deadlift', difficulty: 'ADVANCED', contraindications: ['lower-back'] } },
        {
          row: 4,
          values: {
            name: 'Step-up',
            difficulty: 'INTERMEDIATE',
            contraindications: ['heart', 'high-blood-pressure'],
          },
        },
      ],
      problems: [],
    });
  });

  it('checks every row against the library, naming the line, the row and what is wrong', () => {
    const csv = [
      'name,difficulty,contraindications',
      'Hop,Expert,',
      'Crawl,Beginner,Elbow',
      ',Beginner,',
    ].join('\n');
    const { rows, problems } = readImportFile('exercises', 'moves.csv', csv);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { row: 2, name: 'Hop', msg: 'Line 2: Difficulty must be BEGINNER, INTERMEDIATE or ADVANCED' },
      { row: 3, name: 'Crawl', msg: 'Line 3: Unknown condition' },
      { row: 4, msg: 'Line 4: Name is required' },
    ]);
  });

  it('gives each library a template whose example row is ready to import', () => {
    for (const kind of LIBRARY_KINDS) {
      const { rows, problems } = readImportFile(kind, `${kind}.csv`, csvTemplate(kind));
      expect(problems).toEqual([]);
      expect(rows).toHaveLength(1);
    }
  });
});
