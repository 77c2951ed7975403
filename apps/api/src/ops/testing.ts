import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { products } from "../db/schema/index.ts";
import { rowsOf } from "../db/rows.ts";
import { storeImage } from "../modules/media/storage.ts";
import { firstRun } from "../seed/first-run.ts";
import { POSTGRES_ADMIN_URL, testConfig } from "../test/harness.ts";

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 1)]);

/** A new PostgreSQL database with nothing in it, not even the migrations. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `app_ops_${randomUUID().replaceAll("-", "")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Every area's demo data (orders, stock, their totals) and a product image: what a working database holds. */
export async function fillWithData(database: Database): Promise<{ imagePath: string }> {
  await database.migrate();
  const { app, ctx } = await buildApp({ config: testConfig({ seedDemo: true }), database });
  try {
    await firstRun(ctx, { warn() {}, info() {} });
    const imagePath = await storeImage(ctx.db, { data: PNG, extension: "png" });
    const [product] = await ctx.db.select({ id: products.id }).from(products).limit(1);
    await ctx.db.execute(sql`update products set image = ${imagePath} where id = ${product.id}`);
    return { imagePath };
  } finally {
    await app.close();
  }
}

/**
 * Every row of every table of the application, as text, per table: two databases holding the
 * same data answer the same. Timestamps are written in UTC whatever the server's zone.
 */
export async function contents(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = rowsOf<{ name: string }>(
      await tx.execute(sql`select format('%I', tablename) as name from pg_tables where schemaname = 'public' order by 1`),
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = rowsOf<{ row: string }>(await tx.execute(sql.raw(`select row_to_json(t)::text as row from ${name} as t`)));
      result[name] = rows.map((row) => row.row).sort();
    }
    return result;
  });
}

/** The image a database holds, as a server on it answers it. */
export async function served(database: Database, imagePath: string) {
  const { app } = await buildApp({ config: testConfig(), database });
  try {
    const response = await app.inject({ url: `/media/${imagePath}` });
    return { status: response.statusCode, bytes: response.rawPayload };
  } finally {
    await app.close();
  }
}

/** `npm run <command> -- <args>` as an operator runs it, with this environment. */
export function runCli(args: string[], env: Record<string, string>) {
  const environment: NodeJS.ProcessEnv = { ...process.env, JWT_SECRET: "test-secret-test-secret-test-secret-0123", LOG_LEVEL: "silent" };
  delete environment.DATABASE_URL;
  Object.assign(environment, env);
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "cli.ts"), ...args],
      { env: environment },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
