import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client.ts";

type Reads = ReadonlyArray<() => unknown>;

/**
 * The answers of several reads: at once on the pool, where each gets a connection of its own,
 * and one after another inside a transaction, whose one connection runs one statement at a time
 * (the PostgreSQL driver queues a second one and says its next major version will refuse it).
 */
export async function readAll<const R extends Reads>(db: Db | Tx, reads: R): Promise<{ -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as never;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as never;
}
