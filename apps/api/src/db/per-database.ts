import type { Db } from "./client.ts";

/** What `create` makes once for each database handle and hands back for it after: caches that go with their database. */
export function perDatabase<T>(create: () => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = create();
      made.set(db, value);
    }
    return value;
  };
}
