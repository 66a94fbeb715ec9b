import { Column, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isoTime, jsonObject } from './json.ts';

/** A column's value as drizzle reads it: null too unless the column is NOT NULL. */
export type ColumnValue<C extends AnyColumn> =
  C['_']['data'] | (C['_']['notNull'] extends true ? never : null);

/**
 * A field the contract sends otherwise than the column holds it: how the database writes it in JSON
 * (from the column's SQL) and how the value drizzle reads becomes the same.
 */
export interface Converted<C extends AnyColumn, T> {
  column: C;
  json: (value: SQL) => SQL;
  value: (read: ColumnValue<C>) => T;
}

export const converted = <C extends AnyColumn, T>(
  column: C,
  json: (value: SQL) => SQL,
  value: (read: ColumnValue<C>) => T,
): Converted<C, T> => ({ column, json, value });

/** A timestamp sent as JavaScript's toISOString writes it (null stays null). */
export const isoTimeOf = <C extends AnyColumn>(column: C) =>
  converted(
    column,
    isoTime,
    (read) =>
      ((read as Date | null)?.toISOString() ?? null) as C['_']['notNull'] extends true
        ? string
        : string | null,
  );

/** `column` of the row named `from` in the query, by the column's own SQL name. */
const columnOf = (from: string, column: AnyColumn) =>
  sql`${sql.identifier(from)}.${sql.identifier(column.name)}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a converted field of any column and value
type Field = AnyColumn | Converted<any, unknown>;
type ColumnOf<F> = F extends Converted<infer C, unknown> ? C : F;
type ValueOf<F> = F extends Converted<AnyColumn, infer T> ? T : F extends AnyColumn ? ColumnValue<F> : never;

/**
 * One declaration of what an answer shows of a table's rows, and everything made from it: the
 * columns drizzle selects, the row it reads, the contract's object made of that row, and the same
 * object written by the database in JSON (for the answers built in SQL). Fields keep the order they
 * are declared in, in both, so that the JSON text is the same whichever way it is built.
 */
export function projection<F extends Record<string, Field>>(fields: F) {
  const entries = Object.entries(fields).map(([key, field]) => ({
    key,
    column: (is(field, Column) ? field : field.column) as AnyColumn,
    converted: is(field, Column) ? undefined : (field as Converted<AnyColumn, unknown>),
  }));
  type Row = { [K in keyof F]: ColumnValue<ColumnOf<F[K]>> };
  type Shown = { [K in keyof F]: ValueOf<F[K]> };
  const columns = Object.fromEntries(entries.map((e) => [e.key, e.column])) as {
    [K in keyof F]: ColumnOf<F[K]>;
  };
  return {
    /** The columns to select (`db.select(columns)`), under the contract's names. */
    columns,
    /** Each field's name and the column it shows: what a kept answer must change with. */
    shown: entries.map(({ key, column }) => ({ key, column })),
    /** The contract's object from a row drizzle read with `columns`. */
    toContract: (row: Row): Shown => {
      const read = row as Record<string, unknown>;
      return Object.fromEntries(
        entries.map((e) => [e.key, e.converted ? e.converted.value(read[e.key]) : read[e.key]]),
      ) as Shown;
    },
    /**
     * The same object as `json_build_object` over the row named `from` in the query (a table or a
     * subquery with the table's column names), followed by the `more` fields.
     */
    json: (from: string, more: Record<string, SQL | AnyColumn> = {}): SQL => {
      const shown = entries.map((e) => {
        const value = columnOf(from, e.column);
        return [e.key, e.converted ? e.converted.json(value) : value] as const;
      });
      return jsonObject({ ...Object.fromEntries(shown), ...more });
    },
    /** The shown columns of the row named `from`, as a select list (for a subquery `json` reads). */
    selectList: (from: string): SQL =>
      sql.join(
        [...new Set(entries.map((e) => e.column))].map((column) => columnOf(from, column)),
        sql`, `,
      ),
  };
}
