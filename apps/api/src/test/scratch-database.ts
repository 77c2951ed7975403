import { randomUUID } from "node:crypto";
import pg from "pg";
import { POSTGRES_ADMIN_URL } from "./harness.ts";

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database (not the migrated template), as a first deployment finds it. */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `app_scratch_${randomUUID().replaceAll("-", "")}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
