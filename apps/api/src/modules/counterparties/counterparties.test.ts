import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { compactTotals } from "../statistics/totals-job.ts";

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

describe("counterparties", () => {
  it("creates, lists, searches, updates and deletes", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/counter_agents/",
      headers: admin,
      payload: { name: "  Al-Safa Travel ", address: "Toshkent, Chilonzor", counter_agent_type: "B2C" },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ name: "Al-Safa Travel", counter_agent_type: "B2C", status: true });
    expect(body.created_at).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    const list = await t.app.inject({ url: "/api/v1/counter_agents?search=safa&counter_agent_type=B2C", headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, next: null, previous: null });

    const put = await t.app.inject({
      method: "PUT",
      url: `/api/v1/counter_agents/${body.id}/`,
      headers: admin,
      payload: { name: "Al-Safa", address: "Samarqand", counter_agent_type: "B2B", status: false },
    });
    expect(put.json()).toMatchObject({ name: "Al-Safa", status: false, counter_agent_type: "B2B" });

    const del = await t.app.inject({ method: "DELETE", url: `/api/v1/counter_agents/${body.id}/`, headers: admin });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({ url: `/api/v1/counter_agents/${body.id}/`, headers: admin });
    expect(gone.statusCode).toBe(404);
  });

  it("rejects missing fields with field messages", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/counter_agents/",
      headers: admin,
      payload: { name: "   ", counter_agent_type: "B2X" },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["name", "address", "counter_agent_type", "detail"]));
  });
});

describe("the unfiltered list's count", () => {
  it("is the count kept by the table's triggers, exact after creates and deletes, before and after the totals job", async () => {
    const listed = async (query = "") => (await t.app.inject({ url: `/api/v1/counter_agents/${query}`, headers: admin })).json().count;
    const numbers = async () =>
      rowsOf<{ kept: string | null; counted: string }>(
        await t.ctx.db.execute(sql`select (select sum(rows) from row_counts where table_name = 'counter_agents')::text as kept,
          (select count(*) from counter_agents)::text as counted`),
      )[0];
    const create = async (name: string) =>
      (await t.app.inject({ method: "POST", url: "/api/v1/counter_agents/", headers: admin, payload: { name, address: "Toshkent", counter_agent_type: "B2B" } })).json();
    const first = await create("Sanoq Travel");
    await create("Sanoq Tour");
    await t.app.inject({ method: "DELETE", url: `/api/v1/counter_agents/${first.id}/`, headers: admin });
    for (const compacted of [false, true]) {
      if (compacted) await compactTotals(t.ctx.db);
      const { kept, counted } = await numbers();
      expect(kept).toBe(counted);
      expect(await listed()).toBe(Number(counted));
    }
    expect(await listed("?search=sanoq")).toBe(1);
  });
});

describe("counterparties: requests the shared layer refuses", () => {
  it("names a body that is not an object in Uzbek", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/counter_agents/",
      headers: admin,
      payload: [1, 2],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ["So'rov tanasi noto'g'ri turda"],
      detail: "So'rov tanasi noto'g'ri turda",
    });
  });

  it("refuses a NUL character in a search instead of failing in the database", async () => {
    const response = await t.app.inject({ url: "/api/v1/counter_agents/?search=a%00b", headers: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ search: [expect.any(String)], detail: expect.any(String) });
  });

  it("answers a malformed URL escape with an Uzbek detail", async () => {
    const response = await t.app.inject({ url: "/api/v1/counter_agents/%ZZ/", headers: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "Manzil noto'g'ri" });
  });
});
