import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { tokenHash } from "../modules/auth/tokens.ts";
import { testConfig } from "../test/harness.ts";
import { type Database, openDatabase } from "./client.ts";
import { loginFailures, sessions } from "./schema/index.ts";

const MIGRATIONS = path.resolve(import.meta.dirname, "migrations");

/** The migrations folder as it stood before 0006, so a database can be left at that point. */
function migrationsBefore0006(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "migrations-0005-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < 6);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

let database: Database;
let folder: string;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
  folder = migrationsBefore0006();
  const db = database.db as unknown as PgliteDatabase;
  await migrate(db, { migrationsFolder: folder });
  await db.execute(sql`insert into users (id, email, full_name, password_hash, role)
    values ('11111111-1111-4111-8111-111111111111', 'old@test.uz', 'Old User', 'x', 'hotel')`);
  const later = sql`now() + interval '7 days'`;
  await db.execute(sql`insert into refresh_tokens (user_id, family_id, token_hash, expires_at, used_at, revoked_at) values
    ('11111111-1111-4111-8111-111111111111', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', ${tokenHash("spent")}, ${later}, now() - interval '1 hour', null),
    ('11111111-1111-4111-8111-111111111111', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', ${tokenHash("live")}, ${later}, null, null),
    ('11111111-1111-4111-8111-111111111111', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', ${tokenHash("logged-out")}, ${later}, null, now())`);
  await db.execute(sql`insert into login_failures (key, failures) values ('ip:10.0.0.1', 3)`);
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("migration 0006 (sessions)", () => {
  it("turns each refresh-token family into its session, revoked if the family was", async () => {
    const rows = await database.db.select().from(sessions).orderBy(sessions.id);
    expect(rows.map((row) => ({ id: row.id, revoked: row.revokedAt !== null }))).toEqual([
      { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", revoked: false },
      { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", revoked: true },
    ]);
    expect(await database.db.select({ failures: loginFailures.failures, blockedUntil: loginFailures.blockedUntil }).from(loginFailures)).toEqual([
      { failures: 3, blockedUntil: null },
    ]);
  });

  it("keeps the refresh tokens in use working, and the logged-out ones refused", async () => {
    const { app } = await buildApp({ config: testConfig(), database });
    try {
      const refresh = (token: string) => app.inject({ method: "POST", url: "/api/v1/auth/token/refresh/", payload: { refresh: token } });
      const live = await refresh("live");
      expect(live.statusCode).toBe(200);
      const profile = await app.inject({ url: "/api/v1/users/profile/", headers: { authorization: `Bearer ${live.json().access}` } });
      expect(profile.json()).toMatchObject({ email: "old@test.uz" });
      expect((await refresh("logged-out")).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
