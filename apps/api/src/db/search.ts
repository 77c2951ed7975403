import { type AnyColumn, type SQL, and, ilike, or, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { searchWordFold } from "@app/contract/formulas/search-fold";

/** Escape LIKE wildcards so a user's "%" or "_" matches itself. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The words of a search term in their folded form; a word that folds to nothing (a lone apostrophe) is dropped. */
export function searchWords(term: string | undefined): string[] {
  const words = (term ?? "").split(/[\s,]+/).filter(Boolean).slice(0, 10);
  return words.map(searchWordFold).filter(Boolean);
}

/** Whether a field, folded, holds a search word (already folded by `searchWords`). */
export type WordMatch = (field: AnyColumn | SQL) => SQL;

/**
 * A list's search: split the term on whitespace and commas; every word must match, by the
 * condition `matching` builds for it. The lists' trigram indexes are on search_fold(column).
 */
export function eachSearchWord(term: string | undefined, matching: (matches: WordMatch) => SQL | undefined): SQL | undefined {
  const words = searchWords(term);
  if (!words.length) return undefined;
  return and(...words.map((word) => matching((field) => ilike(sql`search_fold(${field})`, likePattern(word)))));
}

/**
 * A list's search over fields of its own rows: every word must match at least one of the
 * fields, both sides folded (case, apostrophes, Cyrillic to Latin) so that every spelling of a
 * name finds it.
 */
export function searchCondition(term: string | undefined, fields: Array<AnyColumn | SQL>): SQL | undefined {
  return eachSearchWord(term, (matches) => or(...fields.map(matches)));
}

/**
 * Whether a row's reference points at a row of `table` whose `field` matches: the rows referred to
 * are found first, as an array the referencing column's index can look up. Said as one condition
 * over a join instead, a search folds the joined field of every row it reads.
 */
export function refersToMatch(db: Db, reference: AnyColumn, table: PgTable, id: PgColumn, match: SQL): SQL {
  return sql`${reference} = any(array(${db.select({ id }).from(table).where(match)}))`;
}
