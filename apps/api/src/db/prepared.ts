import type { Db } from "./client.ts";
import { perDatabase } from "./per-database.ts";

const preparedOf = perDatabase(() => new Map<string, unknown>());

/**
 * A statement whose shape a request chooses among a few (a list's view and page size), built
 * and prepared once per database under its name and bound on each run: Drizzle builds its SQL
 * once instead of on every request (PostgreSQL plans every statement with parameters once per
 * connection anyway, named-statements.ts). For the hotel-order lists Drizzle's building took a
 * third of the API's time; for the unfiltered Kontragentlar list, whose page reads in 0.01 ms,
 * building and planning were most of a request (3,157–3,284 requests/s before, 4,347–4,991 after).
 */
export function preparedOnce<P>(db: Db, name: string, prepare: (name: string) => P): P {
  const kept = preparedOf(db);
  let statement = kept.get(name) as P | undefined;
  if (!statement) {
    statement = prepare(name);
    kept.set(name, statement);
  }
  return statement;
}
