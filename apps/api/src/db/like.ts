/** The term with LIKE's wildcards (%, _) and backslashes taken literally. */
const likeLiteral = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for LIKE/ILIKE, with the term's own wildcards (%, _) and backslashes taken literally. */
export const containsPattern = (term: string): string => `%${likeLiteral(term)}%`;

/** `term%` for LIKE: text starting with the term, taken literally. */
export const prefixPattern = (term: string): string => `${likeLiteral(term)}%`;

/**
 * A PostgreSQL regular expression (`~`) for text with a word starting with the term: the term after
 * a character that is not a letter or digit ('up' in 'Push-Up', 'plank' in 'Side Plank'). Every
 * character of the term but letters, digits and spaces is escaped, so it is taken literally.
 */
export const wordStartPattern = (term: string): string =>
  `[^[:alnum:]]${term.replace(/[^\p{L}\p{N}\s]/gu, (c) => `\\${c}`)}`;

/**
 * The words a library search looks for: lower-cased, split on spaces, and a trailing 's' dropped
 * from words over 3 letters, so that 'eggs' finds 'Egg, whole' and 'oats' finds 'Oat bran'.
 */
export const searchWords = (term: string): string[] =>
  term
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));

/** A regular expression (`~`) for text with a word starting with the term, at its start or after a non-letter. */
export const wordStartAnywherePattern = (term: string): string =>
  `(^|[^[:alnum:]])${term.replace(/[^\p{L}\p{N}\s]/gu, (c) => `\\${c}`)}`;

/** A regular expression (`~`) for text holding the term as a whole word, or with a plural 's' or 'es'. */
export const wholeWordPattern = (term: string): string =>
  `${wordStartAnywherePattern(term)}(s|es)?([^[:alnum:]]|$)`;
