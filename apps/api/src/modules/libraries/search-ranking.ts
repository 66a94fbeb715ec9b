import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsPattern, prefixPattern, wholeWordPattern, wordStartAnywherePattern } from '../../db/like.ts';

/**
 * How many query words get their own `search_text like` condition, each served by the trigram
 * index (one prepared statement per count); a longer query checks the rest on the rows those found.
 */
export const INDEXED_WORDS = 4;

/** A PostgreSQL text[] literal of these strings. */
const textArray = (list: string[]) =>
  `{${list.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * The search's parameters: every word of the query must be in the search text (AND), and the
 * ranking looks at how the name holds them.
 */
export function searchParameters(words: string[]) {
  const contains = words.map(containsPattern);
  return {
    ...Object.fromEntries(contains.slice(0, INDEXED_WORDS).map((p, i) => [`word${i}`, p])),
    otherWords: textArray(contains.slice(INDEXED_WORDS)),
    allWords: textArray(contains),
    wordStarts: textArray(words.map(wordStartAnywherePattern)),
    wholeWords: textArray(words.map(wholeWordPattern)),
    prefix: prefixPattern(words[0] ?? ''),
  } as Record<string, string>;
}

/** Where a parameter of the search comes from: a prepared statement's placeholder, or its value. */
export type SearchParameter = (key: string) => SQL;
export const placeholderOf: SearchParameter = (key) => sql`${sql.placeholder(key)}`;
export const valuesOf =
  (words: string[]): SearchParameter =>
  (key) =>
    sql`${searchParameters(words)[key] ?? ''}`;

/**
 * THE search of a list of named things (the libraries, and the foods of a person's own): which rows
 * match `indexedWords` query words (every word in the search text), and the rank of a match.
 *
 * Ranks: everyday items (commonness 90 and up) with every query word a word of the name (or its
 * plural: 'peas' before 'Peanut butter'), then with every query word starting a word of the name;
 * then names starting with the first word with every word starting a word of the name; then names
 * with every word starting one of their words; then names containing every word; then items matching
 * on other fields. Callers order within a rank by commonness, shorter names, then by name.
 */
export function searchRanking(
  columns: { name: SQLWrapper; searchText: SQLWrapper; commonness: SQL },
  indexedWords: number,
  param: SearchParameter,
) {
  const name = sql`lower(${columns.name})`;
  const words = Array.from(
    { length: indexedWords },
    (_, i) => sql` and ${columns.searchText} like ${param(`word${i}`)}::text`,
  );
  const matches = sql`${sql.join(words)} and ${columns.searchText} like all(${param('otherWords')}::text[])`;
  const startsFirst = sql`(${name} like ${param('prefix')}::text)`;
  const wordStarts = sql`(${name} ~ all(${param('wordStarts')}::text[]))`;
  const wholeWords = sql`(${name} ~ all(${param('wholeWords')}::text[]))`;
  const rank = sql`case
        when ${columns.commonness} >= 90 and ${wholeWords} then 0
        when ${columns.commonness} >= 90 and ${wordStarts} then 1
        when ${startsFirst} and ${wordStarts} then 2
        when ${wordStarts} then 3
        when ${name} like all(${param('allWords')}::text[]) then 4
        else 5 end`;
  return { name, matches, rank };
}
