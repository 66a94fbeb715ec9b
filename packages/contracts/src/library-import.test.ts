import { describe, expect, it } from 'vitest';
import { parseCsv } from './library-import.ts';

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
