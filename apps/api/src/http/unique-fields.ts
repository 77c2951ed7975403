import { PG_UNIQUE_VIOLATION, pgErrorOf } from "../db/errors.ts";
import { invalid } from "./errors.ts";

/** Runs a write; a unique index listed in `fields` refusing it becomes a 400 on that field. */
export async function uniqueAsFieldError<T>(
  write: () => Promise<T>,
  fields: Record<string, { field: string; message: string }>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const unique = pgErrorOf(error, PG_UNIQUE_VIOLATION);
    const known = unique?.constraint ? fields[unique.constraint] : undefined;
    if (known) throw invalid({ [known.field]: [known.message] });
    throw error;
  }
}
