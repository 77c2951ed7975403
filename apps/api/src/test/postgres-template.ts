import type { TestProject } from "vitest/node";
import pg from "pg";
import { openDatabase } from "../db/client.ts";
import { POSTGRES_ADMIN_URL } from "./harness.ts";

declare module "vitest" {
  export interface ProvidedContext {
    templateDb: string;
  }
}

/**
 * Vitest global setup for the PostgreSQL project: one migrated template each test file clones.
 * The name is unique per run so two runs on one server never drop each other's template.
 */
export default async function setup(project: TestProject) {
  const TEMPLATE_DB = `app_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The API suite needs PostgreSQL at ${POSTGRES_ADMIN_URL} (set TEST_DATABASE_URL): ${(error as Error).message}`,
      { cause: error },
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
  project.provide("templateDb", TEMPLATE_DB);
  return async () => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await client.end();
  };
}
