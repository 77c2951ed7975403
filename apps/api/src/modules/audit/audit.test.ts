import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDateOf, formatIsoDate, formatWireDate } from "@app/contract/dates";
import { AUDIT } from "@app/contract/endpoints/audit";
import { AUTH } from "@app/contract/endpoints/auth";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { HOTELS } from "@app/contract/endpoints/hotels";
import { USERS } from "@app/contract/endpoints/users";
import { AUDITED_ENTITIES, type AuditEntry } from "@app/contract/schemas/audit";
import type { Page } from "@app/contract/schemas/common";
import { asActor } from "../../db/actor.ts";
import { rowsOf } from "../../db/rows.ts";
import { counterparties } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { book, hotelWithRooms, individualOrder } from "../hotels/test-fixtures.ts";
import { api } from "../kitchen/testing.ts";

let t: TestApp;
let ceo: { id: string; headers: { authorization: string } };
let admin: { id: string; headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-06-15T09:00:00Z") });
  ceo = await t.userWithRole("ceo");
  admin = await t.userWithRole("admin");
});
afterAll(() => t.close());

async function changes(query: Record<string, string>, headers = ceo.headers): Promise<Page<AuditEntry>> {
  const response = await t.app.inject({ method: "GET", url: api(AUDIT.list.path), query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const journalRows = async () => rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from audit_log`))[0].n;

describe("the audit trail", () => {
  it("journals a create, an update and a delete with the user and each field's old and new value", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: api(COUNTERPARTIES.create.path),
      headers: ceo.headers,
      payload: { name: "Audit agenti", address: "Toshkent", counter_agent_type: "B2B" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().id;
    const renamed = await t.app.inject({ method: "PATCH", url: api(COUNTERPARTIES.update.path, { id }), headers: admin.headers, payload: { address: "Samarqand" } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: api(COUNTERPARTIES.remove.path, { id }), headers: ceo.headers })).statusCode).toBe(204);

    const history = await changes({ entity: "counter_agents", entity_id: id });
    expect(history.count).toBe(3);
    const [removed, updated, made] = history.results;
    expect(made).toMatchObject({ action: "create", entity: "counter_agents", entity_id: id, user: { id: ceo.id } });
    expect(made.changes.name).toEqual([null, "Audit agenti"]);
    expect(updated).toMatchObject({ action: "update", user: { id: admin.id, email: expect.any(String) } });
    expect(updated.changes).toEqual({ address: ["Toshkent", "Samarqand"] });
    expect(removed).toMatchObject({ action: "delete", user: { id: ceo.id } });
    expect(removed.changes.address).toEqual(["Samarqand", null]);
    expect(new Date(made.at).getTime()).toBeGreaterThan(0);
  });

  it("writes nothing for a write that fails, whether refused before or by the database", async () => {
    const before = await journalRows();
    const hotel = { name: "Audit mehmonxonasi", address: "Ajyad, Makka", email: "audit@example.com", phone_number: "+966125718888", rating: 4 };
    expect((await t.app.inject({ method: "POST", url: api(HOTELS.create.path), headers: ceo.headers, payload: hotel })).statusCode).toBe(201);
    const afterCreate = await journalRows();
    expect(afterCreate).toBeGreaterThan(before);
    // The same name again: refused by the unique index after the insert began.
    expect((await t.app.inject({ method: "POST", url: api(HOTELS.create.path), headers: ceo.headers, payload: hotel })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: "POST", url: api(COUNTERPARTIES.create.path), headers: ceo.headers, payload: { name: "" } })).statusCode).toBe(400);
    // A transaction that changed a record and then failed takes its journal rows with it.
    await expect(
      asActor(ceo.id, () =>
        t.ctx.db.transaction(async (tx) => {
          await tx.insert(counterparties).values({ name: "Qaytariladigan", address: "Buxoro", counterpartyType: "B2B" });
          throw new Error("rolled back");
        }),
      ),
    ).rejects.toThrow("rolled back");
    expect(await journalRows()).toBe(afterCreate);
  });

  it("never records a password, and tells a status change apart", async () => {
    const made = await t.app.inject({
      method: "POST",
      url: api(USERS.create.path),
      headers: admin.headers,
      payload: { email: "audit-user@test.uz", full_name: "Audit Xodim", role: "hotel", password: "parol12345" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [entry] = (await changes({ entity: "users", entity_id: made.json().id })).results;
    expect(entry.user?.id).toBe(admin.id);
    expect(entry.changes.email).toEqual([null, "audit-user@test.uz"]);
    expect(JSON.stringify(entry.changes)).not.toMatch(/password_hash|scrypt/);
    // A login touches the account, but nobody changed it: nothing is journaled.
    const before = await journalRows();
    const login = await t.app.inject({ method: "POST", url: api(AUTH.login.path), payload: { email: "audit-user@test.uz", password: "parol12345" } });
    expect(login.statusCode, login.body).toBe(200);
    expect(await journalRows()).toBe(before);

    const [agent] = await t.ctx.db.insert(counterparties).values({ name: "Holatli", address: "Xiva", counterpartyType: "B2B" }).returning();
    await asActor(ceo.id, async () => {
      await t.ctx.db.update(counterparties).set({ status: false }).where(eq(counterparties.id, agent.id));
    });
    const [changed, system] = (await changes({ entity: "counter_agents", entity_id: agent.id })).results;
    expect(changed).toMatchObject({ action: "status", changes: { status: [true, false] }, user: { id: ceo.id } });
    expect(system).toMatchObject({ action: "create", user: null });
  });

  it("leaves out of a booking's changes the stay range its check-in and check-out already show", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin.headers, { count: 1, capacity: 1 });
    const booked = await book(t, admin.headers, individualOrder(hotel.id, rooms[0].id, "2025-07-01 14:00", "2025-07-03 12:00", ["Audit"]));
    expect(booked.statusCode, booked.body).toBe(201);
    const [made] = (await changes({ entity: "hotel_orders", entity_id: booked.json().id })).results;
    expect(made.changes).toHaveProperty("check_in");
    expect(made.changes).not.toHaveProperty("stay");
  });

  it("leaves out the columns that repeat another or the entry itself, and keeps those a user changes", async () => {
    const fields = ["name_key", "in_stock", "live", "created_by", "updated_by", "status_changed_at", "plan_leg", "name", "remaining", "status", "password_changed_at"];
    const hidden = rowsOf<{ field: string }>(
      await t.ctx.db.execute(sql`select field from unnest(${sql.param(fields)}::text[]) as field where audit_hidden(field) order by field`),
    );
    expect(hidden.map((row) => row.field)).toEqual(["created_by", "in_stock", "live", "name_key", "plan_leg", "status_changed_at", "updated_by"]);
  });

  it("pages by user and period, and is read only by superuser, admin and ceo", async () => {
    const mine = await changes({ user: admin.id });
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.results.every((entry) => entry.user?.id === admin.id)).toBe(true);
    const all = await changes({ per_page: "2" });
    expect(all.count).toBe(await journalRows());
    expect(Number(all.results[0].id)).toBeGreaterThan(Number(all.results[1].id));
    // The journal keeps the database's time of the change, not the test's moved clock.
    const today = businessDateOf(new Date());
    expect((await changes({ date_from: formatWireDate(addDays(today, 1)) })).count).toBe(0);
    expect((await changes({ date_to: formatIsoDate(addDays(today, -1)) })).count).toBe(0);
    expect((await changes({ date_from: formatWireDate(today), date_to: formatIsoDate(today), entity: "hotels" })).count).toBeGreaterThan(0);

    expect((await t.app.inject({ method: "GET", url: api(AUDIT.list.path), headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: api(AUDIT.list.path), headers: (await t.userWithRole("superuser")).headers })).statusCode).toBe(200);
    for (const role of ["hotel", "analytics", "hr"] as const) {
      expect((await t.app.inject({ method: "GET", url: api(AUDIT.list.path), headers: (await t.userWithRole(role)).headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: api(AUDIT.list.path), query: { entity: "sessions" }, headers: ceo.headers })).statusCode).toBe(400);
  });

  it("cannot be edited or emptied, and follows exactly the records the contract names", async () => {
    const refused = { cause: { message: "audit_log is append-only" } };
    await expect(t.ctx.db.execute(sql`update audit_log set action = 'create'`)).rejects.toMatchObject(refused);
    await expect(t.ctx.db.execute(sql`delete from audit_log`)).rejects.toMatchObject(refused);
    await expect(t.ctx.db.execute(sql`truncate audit_log`)).rejects.toMatchObject(refused);
    const rows = rowsOf<{ name: string }>(
      await t.ctx.db.execute(sql`select distinct tgrelid::regclass::text as name from pg_trigger where tgfoid = 'audit_changes'::regproc order by 1`),
    );
    expect(rows.map((row) => row.name)).toEqual([...AUDITED_ENTITIES].sort());
  });
});
