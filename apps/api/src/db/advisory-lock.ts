import pg from "pg";

/** Arbitrary but fixed: every process of this app asks PostgreSQL for the same session lock. */
const STARTUP_LOCK_KEY = 4_207_316_902_518;

/**
 * Runs `task` holding a PostgreSQL advisory lock, waiting while another process holds it. The lock
 * is taken on a connection of its own: a session lock belongs to the connection that took it,
 * while the task's queries run on the pool.
 */
export async function withAdvisoryLock<T>(url: string, task: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  let lost: Error | undefined;
  // Without a listener a dropped connection would crash the process; the task's end reports it.
  client.on("error", (error) => {
    lost = error;
  });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    const result = await task();
    // The lock went with its connection, so another process may have run at the same time.
    if (lost) throw new Error("The connection holding the startup lock was lost", { cause: lost });
    await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    return result;
  } finally {
    await client.end().catch(() => undefined);
  }
}
