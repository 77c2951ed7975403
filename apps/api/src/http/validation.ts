import type { z } from "zod";
import { type FieldErrors, invalid, zodFieldErrors } from "./errors.ts";

const NUL = "\u0000";
const NUL_MESSAGE = "Matnda ruxsat etilmagan belgi (NUL) bor";

/** PostgreSQL text cannot hold U+0000: a parsed value carrying one would fail in the database as a 500. */
function nulFields(value: unknown): FieldErrors {
  const found: FieldErrors = {};
  const pending: Array<[unknown, string[]]> = [[value, []]];
  while (pending.length) {
    const [current, path] = pending.pop()!;
    if (typeof current === "string") {
      if (current.includes(NUL)) found[path.length ? path.join(".") : "non_field_errors"] = [NUL_MESSAGE];
    } else if (current && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) pending.push([child, [...path, key]]);
    }
  }
  return found;
}

/**
 * Parse input with a contract schema; a mismatch is a 400 with field messages. Only an absent
 * body counts as `{}`: a JSON `null` is a body of the wrong type.
 */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data === undefined ? {} : data);
  if (!result.success) throw invalid(zodFieldErrors(result.error));
  const nul = nulFields(result.data);
  if (Object.keys(nul).length) throw invalid(nul);
  return result.data;
}
