/** PostgreSQL error codes the services turn into client errors. */
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
/** What ON DELETE RESTRICT raises instead of 23503 (PostgreSQL 15+ and PGlite). */
const PG_RESTRICT_VIOLATION = "23001";

type PgError = { code: string; constraint?: string };

/** The driver's PostgreSQL error, on the error or on what it wraps (Drizzle wraps driver errors). */
export function pgErrorOf(error: unknown, code: string): PgError | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const candidate = current as { code?: unknown; constraint?: unknown };
    if (candidate.code === code) {
      return { code, constraint: typeof candidate.constraint === "string" ? candidate.constraint : undefined };
    }
  }
  return null;
}

export const isUniqueViolation = (error: unknown) => pgErrorOf(error, PG_UNIQUE_VIOLATION) !== null;

/** A delete refused because other rows still reference the row, whichever way the key says it, with the key's name. */
export const foreignKeyRefusal = (error: unknown) =>
  pgErrorOf(error, PG_FOREIGN_KEY_VIOLATION) ?? pgErrorOf(error, PG_RESTRICT_VIOLATION);

export const isForeignKeyViolation = (error: unknown) => foreignKeyRefusal(error) !== null;
