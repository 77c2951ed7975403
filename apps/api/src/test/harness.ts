import { randomUUID } from "node:crypto";
import { openAsBlob } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import type { Role } from "@app/contract/roles";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { AppContext } from "../context.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { startSession, tokenSubject } from "../modules/auth/sessions.ts";
import { signAccessToken } from "../modules/auth/tokens.ts";

/** Which database the API suite runs on: the vitest project sets TEST_DB. */
export const TEST_DB = (process.env.TEST_DB ?? "pglite") as "pglite" | "postgres";
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database: PGlite in memory loaded from the migrated dump, or a PostgreSQL database cloned from the migrated template. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (TEST_DB === "pglite") {
    const database = await openDatabase({ memory: true, from: await openAsBlob(inject("pgliteTemplate")) });
    return { database, drop: async () => {} };
  }
  const name = `app_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDb")}`);
  await admin.end();
  const database = await openDatabase({ url: databaseUrl(name) });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  /** Move the server's clock (tokens, expiries, statuses). */
  clock: { now: Date; advance(ms: number): void; set(date: Date): void };
  /** A user with this role, straight in the database, and a bearer header of a session of theirs. */
  userWithRole(role: Role | null, overrides?: Partial<typeof users.$inferInsert>): Promise<{ id: string; email: string; headers: { authorization: string } }>;
  close(): Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = path.join(os.tmpdir(), `app-test-${randomUUID()}`);
  return {
    ...loadConfig({ JWT_SECRET: "test-secret-test-secret-test-secret-0123", DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED_DEMO: "false" }),
    webDist: null,
    checkResponses: true,
    ...overrides,
  };
}

export async function createTestApp(options: { config?: Partial<Config>; start?: Date } = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const clock = {
    now: options.start ?? new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    set(date: Date) {
      clock.now = date;
    },
  };
  const { app, ctx } = await buildApp({ config: testConfig(options.config), database, now: () => clock.now });
  await app.ready();
  return {
    app,
    ctx,
    clock,
    async userWithRole(role, overrides = {}) {
      const email = overrides.email ?? `${role ?? "norole"}-${randomUUID().slice(0, 8)}@test.uz`;
      const [row] = await ctx.db
        .insert(users)
        .values({
          email,
          fullName: `Test ${role ?? "no role"}`,
          passwordHash: "scrypt$unusable",
          role,
          isSuperuser: role === "superuser",
          ...overrides,
        })
        .returning();
      const access = await signAccessToken(ctx, tokenSubject(row), await startSession(ctx, ctx.db, row.id));
      return { id: row.id, email: row.email, headers: { authorization: `Bearer ${access}` } };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
