import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH } from "@app/contract/endpoints/auth";
import { API_BASE } from "@app/contract/routes";
import { POSTGRES_ADMIN_URL, TEST_DB } from "../test/harness.ts";
import { scratchDatabase } from "../test/scratch-database.ts";
import { SERVER_ADMIN, startServerProcess, type ServerProcess } from "../test/server-process.ts";

async function onAdmin(query: string, values: unknown[]): Promise<unknown[]> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    return (await admin.query(query, values)).rows;
  } finally {
    await admin.end();
  }
}

describe.skipIf(TEST_DB !== "postgres")("when PostgreSQL ends the server's connections", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let server: ServerProcess;
  let authorization: string;
  beforeAll(async () => {
    scratch = await scratchDatabase();
    server = await startServerProcess({ DATABASE_URL: scratch.url });
    const login = await fetch(`${server.baseUrl}${API_BASE}${AUTH.login.path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(SERVER_ADMIN),
    });
    authorization = `Bearer ${(await login.json()).access}`;
  });
  afterAll(async () => {
    await server?.cleanUp();
    await scratch?.drop();
  });

  /** Eight at once, so that the pool holds several connections. */
  const statuses = () =>
    Promise.all([
      ...Array.from({ length: 4 }, () => fetch(`${server.baseUrl}/api/health`)),
      ...Array.from({ length: 4 }, () =>
        fetch(`${server.baseUrl}${API_BASE}${COUNTERPARTIES.list.path}`, { headers: { authorization } }),
      ),
    ]).then((responses) => responses.map((response) => response.status));

  it("the process lives on and the next requests all succeed on new connections", async () => {
    expect(await statuses()).toEqual(Array(8).fill(200));

    const name = new URL(scratch.url).pathname.slice(1);
    // In the select list, so that it runs only for the rows the filter keeps.
    const ended = await onAdmin(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    expect(ended.length).toBeGreaterThan(1);
    const deadline = Date.now() + 5000;
    while ((await onAdmin("select 1 from pg_stat_activity where datname = $1", [name])).length) {
      if (Date.now() > deadline) throw new Error("the ended connections did not go");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    expect(await statuses()).toEqual(Array(8).fill(200));
    const exited = await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 200, "running"))]);
    expect(exited, server.output()).toBe("running");
    expect(server.output()).toContain("A database connection was lost");
  });
});
