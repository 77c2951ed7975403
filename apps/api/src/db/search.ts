import { type AnyColumn, type SQL, and, ilike, or } from "drizzle-orm";

/** Escape LIKE wildcards so a user's "%" or "_" matches itself. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A list's search: split the term on whitespace and commas; every word must match at least
 * one of the fields (case-insensitive substring, served by the trigram indexes).
 */
export function searchCondition(term: string | undefined, fields: Array<AnyColumn | SQL>): SQL | undefined {
  const words = (term ?? "").split(/[\s,]+/).filter(Boolean).slice(0, 10);
  if (!words.length) return undefined;
  return and(...words.map((word) => or(...fields.map((field) => ilike(field, likePattern(word))))));
}
