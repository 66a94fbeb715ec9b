import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * JSON text built by the database in the shape of `T` (an answer of the contracts): sent as it is,
 * never parsed. The brand keeps a query's declared shape with its text up to the reply.
 */
export type JsonText<T> = string & { readonly jsonOf: T };

/** A timestamp as JavaScript's toISOString writes it (what the contracts send). */
export const isoTime = (column: SQL | AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A key of `jsonObject`, written into the statement's text rather than sent as a parameter: the hot
 * reads would otherwise bind (and the database read) one value per key on every call. Keys are
 * names in our code and our contracts, never input; anything else is refused as the query is built.
 */
const jsonKey = (key: string): SQL => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`Not a JSON key: ${key}`);
  return sql.raw(`'${key}'`);
};

/** `json_build_object` of named values, in the order given. */
export const jsonObject = (fields: Record<string, SQL | AnyColumn>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${jsonKey(key)}, ${value}`),
    sql`, `,
  )})`;

/** The JSON array of `item` over the rows aggregated (`[]` when there are none). */
export const jsonArray = (item: SQL, options: { orderBy?: SQL; filter?: SQL } = {}): SQL =>
  sql`coalesce(json_agg(${item}${options.orderBy ? sql` order by ${options.orderBy}` : sql``})${
    options.filter ? sql` filter (where ${options.filter})` : sql``
  }, '[]')`;

/** A JSON value as the text that is sent, typed with the answer it makes. */
export const jsonText = <T>(json: SQL): SQL<JsonText<T>> => sql<JsonText<T>>`(${json})::text`;

/** A JSON value a query answered, as the driver hands it: parsed already, or its text. */
export const parsedJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
