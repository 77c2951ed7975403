import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";

/**
 * Ids both SQL and the requests can name: the md5 of a label with the version and variant
 * digits of a v4 uuid set, so the API's uuid validation takes them.
 */
export const idSql = (label: string, n: SQL) =>
  sql`overlay(overlay(md5(${label} || (${n})::text) placing '4' from 13) placing '8' from 17)::uuid`;

export function idOf(label: string, n: number): string {
  const hex = createHash("md5").update(`${label}${n}`).digest("hex");
  const v4 = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${v4.slice(0, 8)}-${v4.slice(8, 12)}-${v4.slice(12, 16)}-${v4.slice(16, 20)}-${v4.slice(20)}`;
}
