import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@app/contract/schemas/common";
import { guestGroups } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { pilgrimBody, pilgrimsUrl } from "./testing.ts";

const LIST = "/api/v1/guests/groups/";
const CREATE = "/api/v1/guests/groups/create";
const item = (id: string) => `/api/v1/guests/groups/update/${id}/`;
const remove = (id: string) => `/api/v1/guests/groups/delete/${id}/`;
const UNKNOWN_ID = "7d1c8f0e-3b5a-4c2d-9e6f-0a1b2c3d4e5f";

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

async function createGroup(name: string, count: number | string = 10) {
  const response = await t.app.inject({ method: "POST", url: CREATE, headers: admin, payload: { name, count } });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; name: string; count: number; guest_group_status: string }>();
}

async function setStatus(id: string, status: "Pending" | "Accepted" | "Finished") {
  await t.ctx.db.update(guestGroups).set({ guestGroupStatus: status }).where(eq(guestGroups.id, id));
}

describe("guest groups", () => {
  it("creates, reads, updates and deletes a group", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: CREATE,
      headers: admin,
      payload: { name: "  Toshkent Umra guruhi №3 ", count: "12" },
    });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toEqual({
      id: expect.any(String),
      name: "Toshkent Umra guruhi №3",
      count: 12,
      guest_group_status: "Pending",
      counter_agent: null,
      counter_agent_name: null,
      leader_name: null,
      leader_phone: null,
      pilgrim_count: 0,
      warning_count: 0,
      closed_at: null,
    });

    const read = await t.app.inject({ url: item(group.id), headers: admin });
    expect(read.json()).toEqual({
      ...group,
      gender_counts: { male: 0, female: 0 },
      diet_counts: { regular: 0, diabetic: 0, soft: 0, vegetarian: 0 },
    });

    const patched = await t.app.inject({
      method: "PATCH",
      url: item(group.id),
      headers: admin,
      payload: { count: 15, guest_group_status: "Finished" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ ...group, count: 15 });

    const put = await t.app.inject({
      method: "PUT",
      url: item(group.id),
      headers: admin,
      payload: { name: " Samarqand Haj guruhi ", count: 30 },
    });
    expect(put.json()).toEqual({ ...group, name: "Samarqand Haj guruhi", count: 30 });

    const partialPut = await t.app.inject({
      method: "PUT",
      url: item(group.id),
      headers: admin,
      payload: { name: "X" },
    });
    expect(partialPut.statusCode).toBe(400);
    expect(partialPut.json()).toHaveProperty("count");

    const deleted = await t.app.inject({ method: "DELETE", url: remove(group.id), headers: admin });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({ url: item(group.id), headers: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: "Guruh topilmadi" });
  });

  it("accepts the create path with a trailing slash too", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `${CREATE}/`,
      headers: admin,
      payload: { name: "Slash guruhi", count: 5 },
    });
    expect(response.statusCode).toBe(201);
  });

  it("lists newest first, searches by name and filters by status, enum or boolean", async () => {
    const fresh = await createTestApp();
    try {
      const headers = (await fresh.userWithRole("hotel")).headers;
      const names = ["Buxoro Umra guruhi №1", "Buxoro Haj guruhi №2", "Andijon Umra guruhi №1"];
      const ids: string[] = [];
      for (const name of names) {
        const response = await fresh.app.inject({ method: "POST", url: CREATE, headers, payload: { name, count: 20 } });
        ids.push(response.json().id);
      }
      await fresh.ctx.db.update(guestGroups).set({ guestGroupStatus: "Accepted" }).where(eq(guestGroups.id, ids[1]));
      await fresh.ctx.db.update(guestGroups).set({ guestGroupStatus: "Finished" }).where(eq(guestGroups.id, ids[2]));
      const list = async (query: string) => {
        const response = await fresh.app.inject({ url: `${LIST}?${query}`, headers });
        expect(response.statusCode).toBe(200);
        return response.json<Page<{ name: string }>>();
      };

      const all = await list("");
      expect(all.results.map((group) => group.name)).toEqual([...names].reverse());
      expect(all).toMatchObject({ count: 3, next: null, previous: null });

      const paged = await list("per_page=2&page=2");
      expect(paged.results.map((group) => group.name)).toEqual([names[0]]);
      expect(paged.previous).toMatch(/page=1/);

      expect((await list("search=buxoro%20umra")).results.map((group) => group.name)).toEqual([names[0]]);
      expect((await list("search=guruhi")).count).toBe(3);
      expect((await list("status=Accepted")).results.map((group) => group.name)).toEqual([names[1]]);
      expect((await list("status=true")).results.map((group) => group.name)).toEqual([names[1]]);
      expect((await list("status=false")).results.map((group) => group.name)).toEqual([names[0]]);
      expect((await list("status=Pending")).results.map((group) => group.name)).toEqual([names[0]]);
      expect((await list("status=Finished")).results.map((group) => group.name)).toEqual([names[2]]);

      const unknownStatus = await fresh.app.inject({ url: `${LIST}?status=Done`, headers });
      expect(unknownStatus.statusCode).toBe(400);
      expect(unknownStatus.json()).toHaveProperty("status");
      const pastEnd = await fresh.app.inject({ url: `${LIST}?page=9`, headers });
      expect(pastEnd.statusCode).toBe(404);
    } finally {
      await fresh.close();
    }
  });

  it.each([
    [0, "Soni kamida 1 bo'lishi kerak"],
    [10_001, "Soni 10 000 dan oshmasligi kerak"],
    [1.5, "Soni butun son bo'lishi kerak"],
    ["abc", "Soni butun son bo'lishi kerak"],
    [null, "Soni butun son bo'lishi kerak"],
  ])("refuses the head count %j", async (count, message) => {
    const response = await t.app.inject({
      method: "POST",
      url: CREATE,
      headers: admin,
      payload: { name: "Guruh", count },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ count: [message], detail: expect.any(String) });
  });

  it("accepts the head count as a numeric string and at the bounds", async () => {
    expect((await createGroup("Bir kishilik", "1")).count).toBe(1);
    expect((await createGroup("Katta guruh", 10_000)).count).toBe(10_000);
  });

  it("requires a name that is not blank", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: CREATE,
      headers: admin,
      payload: { name: "   ", count: 3 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("name");
  });

  it("keeps the status read-only", async () => {
    const group = await createGroup("Status guruhi");
    await setStatus(group.id, "Accepted");
    const response = await t.app.inject({
      method: "PUT",
      url: item(group.id),
      headers: admin,
      payload: { name: "Status guruhi", count: 11, guest_group_status: "Pending" },
    });
    expect(response.json()).toMatchObject({ guest_group_status: "Accepted", count: 11 });
  });

  it("lets hotel and counterparty staff write, order staff read, and refuses others", async () => {
    const group = await createGroup("Ruxsat guruhi");
    const as = async (role: Parameters<TestApp["userWithRole"]>[0]) => (await t.userWithRole(role)).headers;
    const hotel = await as("hotel");
    const hr = await as("hr");
    const warehouse = await as("warehouse");
    const analytics = await as("analytics");
    const chef = await as("chef");

    const patch = (headers: { authorization: string }, count: number) =>
      t.app.inject({ method: "PATCH", url: item(group.id), headers, payload: { count } });
    expect((await patch(hotel, 12)).statusCode).toBe(200);
    expect((await patch(hr, 13)).statusCode).toBe(200);
    expect((await t.app.inject({ url: LIST, headers: warehouse })).statusCode).toBe(200);
    expect((await t.app.inject({ url: item(group.id), headers: analytics })).statusCode).toBe(200);

    const refused = [
      await t.app.inject({ method: "POST", url: CREATE, headers: warehouse, payload: { name: "X", count: 1 } }),
      await t.app.inject({ method: "PATCH", url: item(group.id), headers: analytics, payload: { count: 2 } }),
      await t.app.inject({ method: "DELETE", url: remove(group.id), headers: analytics }),
      await t.app.inject({ url: LIST, headers: chef }),
      await t.app.inject({ method: "POST", url: CREATE, headers: chef, payload: { name: "X", count: 1 } }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: expect.any(String) });
    }
    expect((await t.app.inject({ url: item(group.id), headers: admin })).json().count).toBe(13);
  });

  it("counts the manifest of one group by gender and by diet", async () => {
    const group = await createGroup("Sanoq guruhi");
    const other = await createGroup("Boshqa guruh");
    const add = (groupId: string, extra: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: pilgrimsUrl(groupId), headers: admin, payload: pilgrimBody(extra) });
    for (const extra of [
      { gender: 1, diet: "diabetic" },
      { gender: 1 },
      { gender: 2, diet: "soft", birth_date: "01.01.1950" },
      { gender: 2, diet: "diabetic", birth_date: "01.01.1950" },
      { gender: 2, diet: "vegetarian", birth_date: "01.01.1950" },
    ]) {
      expect((await add(group.id, extra)).statusCode).toBe(201);
    }
    expect((await add(other.id, { gender: 1 })).statusCode).toBe(201);

    const read = await t.app.inject({ url: item(group.id), headers: admin });
    expect(read.json()).toMatchObject({
      pilgrim_count: 5,
      gender_counts: { male: 2, female: 3 },
      diet_counts: { regular: 1, diabetic: 2, soft: 1, vegetarian: 1 },
    });
  });

  it("closes a group once, for those who write groups", async () => {
    const group = await createGroup("Yopiladigan guruh");
    const close = (id: string, headers: { authorization: string } = admin) =>
      t.app.inject({ method: "POST", url: `/api/v1/guests/groups/${id}/close/`, headers });

    const analytics = (await t.userWithRole("analytics")).headers;
    expect((await close(group.id, analytics)).statusCode).toBe(403);

    const closed = await close(group.id, (await t.userWithRole("hotel")).headers);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id: group.id, closed_at: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/) });
    const [{ closedAt }] = await t.ctx.db.select({ closedAt: guestGroups.closedAt }).from(guestGroups).where(eq(guestGroups.id, group.id));

    const again = await close(group.id);
    expect(again.statusCode).toBe(200);
    const [{ closedAt: kept }] = await t.ctx.db.select({ closedAt: guestGroups.closedAt }).from(guestGroups).where(eq(guestGroups.id, group.id));
    expect(kept).toEqual(closedAt);
    expect((await t.app.inject({ url: item(group.id), headers: admin })).json().closed_at).toBe(closed.json().closed_at);

    for (const id of [UNKNOWN_ID, "not-a-uuid"]) {
      const missing = await close(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: "Guruh topilmadi" });
    }
  });

  it("answers 401 without a token", async () => {
    for (const request of [
      { method: "GET" as const, url: LIST },
      { method: "POST" as const, url: CREATE, payload: { name: "X", count: 1 } },
      { method: "DELETE" as const, url: remove(UNKNOWN_ID) },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty("detail");
    }
  });

  it.each([UNKNOWN_ID, "not-a-uuid", "123"])("answers 404 for the id %s", async (id) => {
    const requests = [
      { method: "GET" as const, url: item(id) },
      { method: "PATCH" as const, url: item(id), payload: { count: 3 } },
      { method: "PUT" as const, url: item(id), payload: { name: "X", count: 3 } },
      { method: "DELETE" as const, url: remove(id) },
    ];
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: admin });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "Guruh topilmadi" });
    }
  });

  it("answers 423 and keeps a group that other records still reference", async () => {
    const group = await createGroup("Band guruh");
    await t.ctx.db.execute(sql`create table group_bookings (group_id uuid not null references guest_groups(id))`);
    await t.ctx.db.execute(sql`insert into group_bookings values (${group.id})`);
    const response = await t.app.inject({ method: "DELETE", url: remove(group.id), headers: admin });
    expect(response.statusCode).toBe(423);
    expect(response.json()).toEqual({ code: 423, detail: expect.any(String) });
    expect((await t.app.inject({ url: item(group.id), headers: admin })).statusCode).toBe(200);
  });

  it("answers 423 and keeps a group that is on a flight", async () => {
    const group = await createGroup("Reysdagi guruh");
    const airports = await t.app.inject({ url: "/api/v1/transports/places/?kind=airport", headers: admin });
    const airport = airports.json<Page<{ id: string }>>().results[0].id;
    const flight = await t.app.inject({
      method: "POST",
      url: "/api/v1/flights/",
      headers: admin,
      payload: { number: "HY101", airline: "Uzbekistan Airways", airport, direction: "arrival", scheduled_at: "01.07.2025 10:00", groups: [group.id] },
    });
    expect(flight.statusCode, flight.body).toBe(201);
    const response = await t.app.inject({ method: "DELETE", url: remove(group.id), headers: admin });
    expect(response.statusCode).toBe(423);
    expect(response.json<{ detail: string }>().detail).toContain("reys");
    expect((await t.app.inject({ url: item(group.id), headers: admin })).statusCode).toBe(200);
  });

  it("lets the dispatcher look groups up, but not change them", async () => {
    const dispatcher = (await t.userWithRole("transportation")).headers;
    const group = await createGroup("Dispetcher ko'radigan guruh");
    const found = await t.app.inject({ url: `${LIST}?search=${encodeURIComponent(group.name)}`, headers: dispatcher });
    expect(found.statusCode).toBe(200);
    expect(found.json<Page<{ id: string }>>().results.map((row) => row.id)).toEqual([group.id]);
    const rename = await t.app.inject({ method: "PATCH", url: item(group.id), headers: dispatcher, payload: { name: "Boshqa" } });
    expect(rename.statusCode).toBe(403);
  });
});
