// @vitest-environment node
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { AUDITED_ENTITIES } from "@app/contract/schemas/audit";
import * as schema from "../apps/api/src/db/schema/index.ts";
import { uzAuditFields } from "../apps/web/src/i18n/audit.ts";

const MIGRATIONS = path.resolve(import.meta.dirname, "../apps/api/src/db/migrations");

/** The statement of the newest migration that defines audit_hidden, the one the database runs. */
async function auditHiddenDefinition(): Promise<string> {
  const files = (await readdir(MIGRATIONS)).filter((file) => file.endsWith(".sql")).sort();
  for (const file of files.reverse()) {
    const statement = (await readFile(path.join(MIGRATIONS, file), "utf8"))
      .split("--> statement-breakpoint")
      .find((part) => part.includes("FUNCTION audit_hidden"));
    if (statement) return statement;
  }
  throw new Error("no migration defines audit_hidden");
}

/** The columns the journal records of each audited table, by the database's own rule. */
async function journaledColumns(): Promise<{ tables: string[]; columns: string[] }> {
  const audited = new Set<string>(AUDITED_ENTITIES);
  const configs = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .filter((config) => audited.has(config.name));
  const names = [...new Set(configs.flatMap((config) => config.columns.map((column) => column.name)))];
  const db = new PGlite();
  try {
    await db.exec(await auditHiddenDefinition());
    const { rows } = await db.query<{ field: string }>(
      "select field from unnest($1::text[]) as field where not audit_hidden(field) order by field",
      [names],
    );
    return { tables: configs.map((config) => config.name), columns: rows.map((row) => row.field) };
  } finally {
    await db.close();
  }
}

/** Starting PGlite takes a few seconds alone, more on a busy machine. */
const PGLITE_TIMEOUT = 60_000;

describe("the journal's field labels", () => {
  it("name every column the journal records of the audited tables", { timeout: PGLITE_TIMEOUT }, async () => {
    const { tables, columns } = await journaledColumns();
    expect([...tables].sort()).toEqual([...AUDITED_ENTITIES].sort());
    const missing = columns.filter((column) => !Object.hasOwn(uzAuditFields, column));
    expect(missing).toEqual([]);
  });
});
