import { sql, type Expression, type RawBuilder } from 'kysely';

/** A LIKE pattern matching `needle` anywhere, with `%`, `_` and `\` in the needle matched literally. */
export const containsPattern = (needle: string): string =>
  `%${needle.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * `column` contains `needle`, ignoring case. LIKE is case-sensitive on PostgreSQL and case-insensitive
 * on SQLite, so both sides are lower-cased; SQLite has no default escape character, hence ESCAPE.
 * (SQLite's lower() folds ASCII only; the names searched here are English or have no case.)
 */
export function containsIgnoringCase(column: Expression<string>, needle: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${column}) like ${containsPattern(needle)} escape '\\'`;
}
