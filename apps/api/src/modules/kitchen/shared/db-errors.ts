/** PostgreSQL error codes found on an error or on what it wraps (Drizzle wraps driver errors). */
function hasCode(error: unknown, codes: string[]): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (codes.includes((current as { code?: string }).code ?? "")) return true;
  }
  return false;
}

export const isUniqueViolation = (error: unknown) => hasCode(error, ["23505"]);

/** A delete a foreign key refuses: foreign_key_violation, or restrict_violation (PGlite, ON DELETE RESTRICT). */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, ["23503", "23001"]);
