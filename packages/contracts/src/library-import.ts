import Papa from 'papaparse';
import type { LibraryKind } from './libraries.ts';
import { IMPORT_EXAMPLES, rowProblems, storedValues } from './library-import-check.ts';

/**
 * Reading a library import file (CSV or JSON) into rows for `POST /api/libraries/{kind}/import`.
 * Shared by the web app (preview) and tests; the server validates every row again.
 */

export interface FileProblem {
  /** 1-based line (CSV) or item (JSON) number; 0 for the file as a whole. */
  row: number;
  msg: string;
  /** The name of the row it is about, when the row has one. */
  name?: string;
}

export interface ReadRows {
  rows: { row: number; values: Record<string, unknown> }[];
  problems: FileProblem[];
}

const NUMBER_FIELDS: Record<LibraryKind, string[]> = {
  exercises: ['estimatedDuration', 'caloriesBurned'],
  equipment: [],
  foods: [
    'servingSize',
    'calories',
    'protein',
    'fat',
    'totalCarbs',
    'fiber',
    'sugar',
    'sodium',
    'servingGrams',
  ],
};
const BOOLEAN_FIELDS: Record<LibraryKind, string[]> = {
  exercises: ['approved', 'isPublic'],
  equipment: ['isAvailable', 'approved'],
  foods: ['isVegan', 'isVegetarian', 'isGlutenFree', 'isDairyFree', 'approved', 'isPublic'],
};
const LIST_FIELDS: Record<LibraryKind, string[]> = {
  exercises: ['musclesWorked', 'equipment', 'contraindications'],
  equipment: [],
  foods: [],
};
const TEXT_FIELDS: Record<LibraryKind, string[]> = {
  exercises: ['name', 'description', 'category', 'difficulty', 'videoUrl'],
  equipment: ['name', 'description', 'category', 'location', 'brand', 'modelName'],
  foods: ['name', 'description', 'brand', 'category', 'servingMeasure'],
};
export const REQUIRED_COLUMNS: Record<LibraryKind, string[]> = {
  exercises: ['name', 'difficulty'],
  equipment: ['name'],
  foods: ['name', 'servingSize', 'servingMeasure', 'calories', 'protein', 'fat', 'totalCarbs'],
};

export const columnsOf = (kind: LibraryKind) => [
  ...TEXT_FIELDS[kind],
  ...NUMBER_FIELDS[kind],
  ...LIST_FIELDS[kind],
  ...BOOLEAN_FIELDS[kind],
];

/** The CSV template of a library: its column names, then one example row. */
export function csvTemplate(kind: LibraryKind): string {
  const columns = columnsOf(kind);
  const example = IMPORT_EXAMPLES[kind];
  return `${Papa.unparse({ fields: columns, data: [columns.map((c) => example[c] ?? '')] })}\n`;
}

/**
 * The rows the server will take, with labels turned into stored values; every other row becomes a
 * problem naming its line (CSV) or item (JSON) and what is wrong with it.
 */
function checked(kind: LibraryKind, read: ReadRows, unit: 'Line' | 'Item'): ReadRows {
  const rows: ReadRows['rows'] = [];
  const problems = [...read.problems];
  for (const { row, values } of read.rows) {
    const stored = storedValues(kind, values);
    const wrong = rowProblems(kind, stored);
    if (wrong.length) {
      const msg = `${unit} ${row}: ${wrong.join('; ')}`;
      problems.push(
        typeof stored.name === 'string' && stored.name ? { row, msg, name: stored.name } : { row, msg },
      );
    } else rows.push({ row, values: stored });
  }
  return { rows, problems: problems.sort((a, b) => a.row - b.row) };
}

/**
 * Splits CSV text into records with papaparse (RFC 4180: quotes, doubled quotes, line breaks inside
 * quotes; any line ending), each with the line it starts on, for the messages. Blank lines are skipped.
 */
export function parseCsv(text: string): {
  records: { line: number; cells: string[] }[];
  problems: FileProblem[];
} {
  const src = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const records: { line: number; cells: string[] }[] = [];
  const problems: FileProblem[] = [];
  const newlinesBefore = (end: number) => src.slice(0, end).split('\n').length - 1;
  let previousEnd = 0;
  Papa.parse<string[]>(src, {
    delimiter: ',',
    newline: '\n',
    skipEmptyLines: 'greedy',
    step: ({ data, errors, meta }) => {
      // Blank lines before the record belong to no record: its line is that of its first character.
      const start = previousEnd + (/^\s*/.exec(src.slice(previousEnd))?.[0].length ?? 0);
      const line = newlinesBefore(start) + 1;
      previousEnd = meta.cursor;
      if (errors.some((e) => e.code === 'MissingQuotes'))
        problems.push({ row: line, msg: `Line ${line} has a quote that is never closed` });
      else records.push({ line, cells: data });
    },
  });
  return { records, problems };
}

function convert(kind: LibraryKind, field: string, raw: string): unknown {
  const value = raw.trim();
  if (NUMBER_FIELDS[kind].includes(field)) {
    if (value === '') return undefined;
    const n = Number(value.replace(',', '.'));
    return Number.isFinite(n) ? n : value; // a non-number is left for the schema to name
  }
  if (BOOLEAN_FIELDS[kind].includes(field)) {
    if (value === '') return undefined;
    const v = value.toLowerCase();
    if (['true', 'yes', 'y', '1'].includes(v)) return true;
    if (['false', 'no', 'n', '0'].includes(v)) return false;
    return value;
  }
  if (LIST_FIELDS[kind].includes(field)) {
    return value === ''
      ? []
      : value
          .split(/[;|,]/)
          .map((s) => s.trim())
          .filter(Boolean);
  }
  return value;
}

/** Reads CSV text: the first line names the columns (field names, any case). */
export function readCsv(kind: LibraryKind, text: string): ReadRows {
  const { records, problems } = parseCsv(text);
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [...problems, { row: 0, msg: 'The file is empty' }] };
  const known = new Map(columnsOf(kind).map((c) => [c.toLowerCase(), c]));
  const columns = header.cells.map(
    (c) =>
      known.get(
        c
          .trim()
          .toLowerCase()
          .replace(/[\s_-]/g, ''),
      ) ??
      known.get(c.trim().toLowerCase()) ??
      null,
  );
  const missing = REQUIRED_COLUMNS[kind].filter((c) => !columns.includes(c));
  if (missing.length) {
    return {
      rows: [],
      problems: [
        ...problems,
        { row: 0, msg: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` },
      ],
    };
  }
  const rows: ReadRows['rows'] = [];
  for (const record of body) {
    if (record.cells.length !== header.cells.length) {
      problems.push({
        row: record.line,
        msg: `Line ${record.line} has ${record.cells.length} field${record.cells.length === 1 ? '' : 's'}, expected ${header.cells.length}`,
      });
      continue;
    }
    const values: Record<string, unknown> = {};
    record.cells.forEach((raw, i) => {
      const field = columns[i];
      if (!field) return;
      const v = convert(kind, field, raw);
      if (v !== undefined) values[field] = v;
    });
    rows.push({ row: record.line, values });
  }
  return { rows, problems: problems.sort((a, b) => a.row - b.row) };
}

/** Reads JSON: an array of items, or an object holding one under the library's name. */
export function readJson(kind: LibraryKind, text: string): ReadRows {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { rows: [], problems: [{ row: 0, msg: 'The file is not valid JSON' }] };
  }
  const list = Array.isArray(data) ? data : (data as Record<string, unknown> | null)?.[kind];
  if (!Array.isArray(list)) {
    return { rows: [], problems: [{ row: 0, msg: `Expected a list of ${kind} (a JSON array)` }] };
  }
  const rows: ReadRows['rows'] = [];
  const problems: FileProblem[] = [];
  list.forEach((item, i) => {
    if (item && typeof item === 'object' && !Array.isArray(item))
      rows.push({ row: i + 1, values: item as Record<string, unknown> });
    else problems.push({ row: i + 1, msg: `Item ${i + 1} is not an object` });
  });
  return { rows, problems };
}

export function readImportFile(kind: LibraryKind, fileName: string, text: string): ReadRows {
  const looksJson = /\.json$/i.test(fileName) || /^\s*[[{]/.test(text);
  return looksJson ? checked(kind, readJson(kind, text), 'Item') : checked(kind, readCsv(kind, text), 'Line');
}
