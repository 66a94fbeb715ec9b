import { firstNameField, lastNameField } from '@kinetic/contracts/auth';
import { emailField } from '@kinetic/contracts/common';
import {
  CSV_COLUMNS,
  INVITATION_IMPORT_ROWS_MAX,
  type ImportRowReport,
} from '@kinetic/contracts/invitations';
import { parseCsv } from '@kinetic/contracts/library-import';
import { badRequest } from '../../lib/http-error.ts';
import { normalizeEmail } from '../users/users.public.ts';

/** A row of the file that reads as a person to invite. */
export interface CsvPerson {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
}

type Column = keyof typeof CSV_COLUMNS;

const columnOf = (header: string): Column | undefined => {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  return (Object.keys(CSV_COLUMNS) as Column[]).find((c) =>
    (CSV_COLUMNS[c] as readonly string[]).includes(name),
  );
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/**
 * Reads the people of a CSV: the first line names the columns (`name`, or `first` and `last`; and
 * `email`). Answers the people to invite and a report row for each line that is not one: an invalid
 * email or name (with the reason), or an address the file already had. A file that cannot be read
 * as a whole (no email column, too many rows) answers 400.
 */
export function readPeopleCsv(text: string): { people: CsvPerson[]; refused: ImportRowReport[] } {
  const { records, problems } = parseCsv(text);
  if (problems.length) throw badRequest(problems[0]!.msg, 'csv');
  const [header, ...body] = records;
  if (!header || !body.length) throw badRequest('The file has no rows under its header', 'csv');
  if (body.length > INVITATION_IMPORT_ROWS_MAX)
    throw badRequest(
      `The file has ${body.length} rows; import at most ${INVITATION_IMPORT_ROWS_MAX} at a time`,
      'csv',
    );
  const columns = header.cells.map(columnOf);
  const at = (column: Column) => columns.indexOf(column);
  if (at('email') < 0) throw badRequest('The file needs an "email" column', 'csv');
  if (at('name') < 0 && (at('first') < 0 || at('last') < 0))
    throw badRequest('The file needs a "name" column, or "first" and "last" columns', 'csv');

  const people: CsvPerson[] = [];
  const refused: ImportRowReport[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of body) {
    const cell = (column: Column) => (at(column) < 0 ? '' : (cells[at(column)] ?? '').trim());
    let first = cell('first');
    let last = cell('last');
    if (at('name') >= 0 && !(first && last)) {
      const [given = '', ...rest] = cell('name').split(/\s+/);
      first = given;
      last = rest.join(' ');
    }
    const rawEmail = cell('email');
    const name = `${first} ${last}`.trim();
    const report = (status: ImportRowReport['status'], reason?: string) =>
      refused.push({ line, email: rawEmail, name, status, ...(reason ? { reason } : {}) });
    const email = emailField.safeParse(rawEmail);
    const problem =
      firstMessage(email) ??
      firstMessage(firstNameField.safeParse(first)) ??
      firstMessage(lastNameField.safeParse(last));
    if (problem || !email.success) {
      report('invalid', problem);
      continue;
    }
    const address = normalizeEmail(email.data);
    if (seen.has(address)) {
      report('duplicate', 'This email is already on an earlier line of the file');
      continue;
    }
    seen.add(address);
    people.push({ line, email: address, firstName: first, lastName: last });
  }
  return { people, refused };
}
