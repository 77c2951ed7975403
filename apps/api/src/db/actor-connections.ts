import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";
import { SET_ACTOR, currentActor } from "./actor.ts";

/**
 * Makes every connection the pool hands out carry the current actor before its first statement.
 * The setting lives as long as the connection, so it is sent only when the actor differs from the
 * one the connection last carried: a checkout for the same user, or for the system after the
 * system, costs nothing. Drizzle checks a connection out with connect() for a transaction and
 * sends other statements with query(); both come through here.
 */
export function carryActorOnPool(pool: pg.Pool): void {
  const carried = new WeakMap<pg.PoolClient, string>();
  const connect = pool.connect.bind(pool);
  const query = pool.query.bind(pool);

  const checkout = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    const actor = currentActor();
    if ((carried.get(client) ?? "") !== actor) {
      try {
        await client.query(SET_ACTOR(false), [actor]);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      carried.set(client, actor);
    }
    return client;
  };

  pool.connect = ((callback?: unknown) => (callback ? connect(callback as never) : checkout())) as typeof pool.connect;
  pool.query = (async (...args: unknown[]) => {
    if (typeof args.at(-1) === "function") return (query as (...a: unknown[]) => unknown)(...args);
    const client = await checkout();
    try {
      const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      client.release();
      return result;
    } catch (error) {
      // As pg-pool's own query(): a connection whose statement failed is not reused.
      client.release(error as Error);
      throw error;
    }
  }) as typeof pool.query;
}

/**
 * The embedded database has one connection that every request's statements share, so the actor
 * cannot stay on it: a statement sent for a user runs in a transaction that sets the actor first,
 * and a transaction sets it as its first statement. Statements of the system go as they are.
 */
export function carryActorOnPglite(client: PGlite): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const withActor = <T>(actor: string, task: (tx: Transaction) => Promise<T>) =>
    transaction(async (tx) => {
      await tx.query(SET_ACTOR(true), [actor]);
      return task(tx);
    });

  client.query = ((...args: Parameters<PGlite["query"]>) => {
    const actor = currentActor();
    return actor ? withActor(actor, (tx) => tx.query(...args)) : query(...args);
  }) as PGlite["query"];
  client.transaction = <T>(task: (tx: Transaction) => Promise<T>) => {
    const actor = currentActor();
    return actor ? withActor(actor, task) : transaction(task);
  };
}
