import pg from "pg";
import { openDatabase } from "../db/client.ts";
import { POSTGRES_ADMIN_URL, TEMPLATE_DB } from "./harness.ts";

/** Vitest global setup for the PostgreSQL project: one migrated template each test file clones. */
export default async function setup() {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The API suite needs PostgreSQL at ${POSTGRES_ADMIN_URL} (set TEST_DATABASE_URL): ${(error as Error).message}`,
    );
  }
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${TEMPLATE_DB}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  await database.close();
  await admin.end();
}
