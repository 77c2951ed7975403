import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@app/contract/schemas/common";
import type { Pilgrim } from "@app/contract/schemas/pilgrims";
import { counterparties, guestGroups } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { expectKeptBetweenChanges } from "../../test/tables-read.ts";
import {
  type Headers,
  addPilgrim,
  createGroup,
  freshPassport,
  groupUrl,
  groupsUrl,
  insertStay,
  pilgrimBody,
  pilgrimUrl,
  pilgrimsUrl,
} from "./testing.ts";

const UNKNOWN_ID = "7d1c8f0e-3b5a-4c2d-9e6f-0a1b2c3d4e5f";
// Today is 01.03.2026 on the business clock.
const START = new Date("2026-03-01T09:00:00Z");

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp({ start: START });
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

const post = (groupId: string, payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: "POST", url: pilgrimsUrl(groupId), headers, payload });
const patch = (id: string, payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: "PATCH", url: pilgrimUrl(id), headers, payload });
const read = async (id: string) => (await t.app.inject({ url: pilgrimUrl(id), headers: admin })).json<Pilgrim>();
const list = async (groupId: string, query = "") => {
  const response = await t.app.inject({ url: `${pilgrimsUrl(groupId)}?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<Pilgrim>>();
};

describe("pilgrims", () => {
  it("creates with defaults, normalises the passport, reads, changes and deletes", async () => {
    const group = await createGroup(t, admin);
    const passport = freshPassport();
    const created = await post(group.id, {
      full_name: " Karimova Dilnoza ",
      gender: "2",
      birth_date: "05.06.1990",
      passport_number: ` ${passport.toLowerCase()} `,
      passport_expiry: "01.01.2035",
      mahram: null,
      needs: ["wheelchair", "wheelchair", "diabetes"],
    });
    expect(created.statusCode, created.body).toBe(201);
    const pilgrim = created.json<Pilgrim>();
    expect(pilgrim).toEqual({
      id: expect.any(String),
      group: group.id,
      full_name: "Karimova Dilnoza",
      gender: 2,
      gender_label: "Female",
      birth_date: "05.06.1990",
      passport_number: passport,
      passport_expiry: "01.01.2035",
      nationality: "UZ",
      visa_number: null,
      phone: null,
      family: null,
      mahram: null,
      diet: "regular",
      needs: ["wheelchair", "diabetes"],
      warnings: ["no_visa", "no_mahram"],
    });
    expect(await read(pilgrim.id)).toEqual(pilgrim);

    const changed = await patch(pilgrim.id, { visa_number: "SA998877", diet: "diabetic", nationality: "kz", family: "F1" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ visa_number: "SA998877", diet: "diabetic", nationality: "KZ", family: "F1", warnings: ["no_mahram"] });

    const deleted = await t.app.inject({ method: "DELETE", url: pilgrimUrl(pilgrim.id), headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: pilgrimUrl(pilgrim.id), headers: admin })).statusCode).toBe(404);
  });

  it.each([
    [{ full_name: "Каримов Азиз" }, "full_name", "Karimov Aziz"],
    [{ full_name: "" }, "full_name", "to'ldirilishi shart"],
    [{ gender: 3 }, "gender", "Jins"],
    [{ birth_date: "1970-04-12" }, "birth_date", "dd.MM.yyyy"],
    [{ birth_date: "02.03.2026" }, "birth_date", "o'tgan kun"],
    [{ birth_date: "01.03.2026" }, "birth_date", "o'tgan kun"],
    [{ passport_number: "AB 12345" }, "passport_number", "6–12"],
    [{ passport_number: "AB12" }, "passport_number", "6–12"],
    [{ passport_number: "AB12345678901" }, "passport_number", "6–12"],
    [{ passport_expiry: "31.02.2030" }, "passport_expiry", "dd.MM.yyyy"],
    [{ nationality: "UZB" }, "nationality", "ISO"],
    [{ diet: "halal" }, "diet", "Parhez"],
    [{ needs: "wheelchair" }, "needs", "ro'yxati"],
    [{ mahram: "x" }, "mahram", "UUID"],
  ])("refuses %j", async (change, field, message) => {
    const group = await createGroup(t, admin);
    const response = await post(group.id, pilgrimBody(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]?.[0]).toContain(message);
    expect(response.json().detail).toEqual(expect.any(String));
    expect((await list(group.id)).count).toBe(0);
  });

  it("keeps a passport to one pilgrim among groups still travelling, naming the other group", async () => {
    const first = await createGroup(t, admin, { name: "Birinchi guruh" });
    const second = await createGroup(t, admin);
    const holder = await addPilgrim(t, admin, first.id);
    const again = await post(second.id, pilgrimBody({ passport_number: holder.passport_number.toLowerCase() }));
    expect(again.statusCode).toBe(400);
    expect(again.json().passport_number).toEqual(["Bu pasport «Birinchi guruh» guruhidagi ziyoratchida bor"]);
    expect((await post(first.id, pilgrimBody({ passport_number: holder.passport_number }))).statusCode).toBe(400);

    const other = await addPilgrim(t, admin, second.id);
    const taken = await patch(other.id, { passport_number: holder.passport_number });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().passport_number[0]).toContain("Birinchi guruh");
    expect((await patch(holder.id, { passport_number: holder.passport_number, full_name: "Karimov Aziz Olimovich" })).statusCode).toBe(200);

    await t.ctx.db.update(guestGroups).set({ guestGroupStatus: "Finished" }).where(eq(guestGroups.id, first.id));
    expect((await post(second.id, pilgrimBody({ passport_number: holder.passport_number }))).statusCode).toBe(201);
  });

  it("lets only one of two simultaneous writes take a passport", async () => {
    const [first, second] = [await createGroup(t, admin), await createGroup(t, admin)];
    const body = pilgrimBody();
    const answers = await Promise.all([post(first.id, body), post(second.id, body)]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 400]);
  });

  it("counts a group whose stays were all canceled as finished for passports", async () => {
    const canceled = await createGroup(t, admin, { name: "Bekor guruh" });
    const staying = await createGroup(t, admin, { name: "Safardagi guruh" });
    const target = await createGroup(t, admin);
    const a = await addPilgrim(t, admin, canceled.id);
    const b = await addPilgrim(t, admin, staying.id);
    await insertStay(t, canceled.id, "2026-04-10T09:00:00Z", true);
    await insertStay(t, staying.id, "2026-04-10T09:00:00Z", true);
    await insertStay(t, staying.id, "2026-04-20T09:00:00Z");
    expect((await post(target.id, pilgrimBody({ passport_number: a.passport_number }))).statusCode).toBe(201);
    const refused = await post(target.id, pilgrimBody({ passport_number: b.passport_number }));
    expect(refused.json().passport_number[0]).toContain("Safardagi guruh");
  });

  it("counts a group staff closed as finished for passports", async () => {
    const closing = await createGroup(t, admin, { name: "Yopiladigan guruh" });
    const target = await createGroup(t, admin);
    const holder = await addPilgrim(t, admin, closing.id);
    await insertStay(t, closing.id, "2026-04-10T09:00:00Z");
    expect((await post(target.id, pilgrimBody({ passport_number: holder.passport_number }))).statusCode).toBe(400);

    const closed = await t.app.inject({ method: "POST", url: `${groupsUrl}${closing.id}/close/`, headers: admin });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await post(target.id, pilgrimBody({ passport_number: holder.passport_number }))).statusCode).toBe(201);
  });

  it("takes a mahram from the same group only, never oneself", async () => {
    const group = await createGroup(t, admin);
    const other = await createGroup(t, admin);
    const father = await addPilgrim(t, admin, group.id);
    const stranger = await addPilgrim(t, admin, other.id);
    const daughter = await addPilgrim(t, admin, group.id, { gender: 2, birth_date: "01.01.2000", mahram: father.id });
    expect(daughter).toMatchObject({ mahram: father.id, warnings: [] });

    const foreign = await post(group.id, pilgrimBody({ mahram: stranger.id }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().mahram).toEqual(["Mahram shu guruhdagi boshqa ziyoratchi bo'lishi kerak"]);
    const self = await patch(father.id, { mahram: father.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().mahram).toEqual(["Ziyoratchi o'ziga mahram bo'la olmaydi"]);

    await t.app.inject({ method: "DELETE", url: pilgrimUrl(father.id), headers: admin });
    expect(await read(daughter.id)).toMatchObject({ mahram: null, warnings: ["no_mahram"] });
  });

  it("warns of a passport expiring within six months of the last stay, or of today without stays", async () => {
    const group = await createGroup(t, admin);
    // Today + 6 months is 01.09.2026: a passport valid to that day is fine, the day before is not.
    const fine = await addPilgrim(t, admin, group.id, { passport_expiry: "01.09.2026" });
    const soon = await addPilgrim(t, admin, group.id, { passport_expiry: "31.08.2026" });
    expect(fine.warnings).toEqual([]);
    expect(soon.warnings).toEqual(["passport_expires_soon"]);

    await insertStay(t, group.id, "2026-05-20T09:00:00Z");
    await insertStay(t, group.id, "2026-12-20T09:00:00Z", true);
    expect((await read(fine.id)).warnings).toEqual(["passport_expires_soon"]);
    expect((await read(soon.id)).warnings).toEqual(["passport_expires_soon"]);
    await patch(fine.id, { passport_expiry: "20.11.2026" });
    expect((await read(fine.id)).warnings).toEqual([]);
  });

  it("warns of a woman under 45 without a mahram, as information only", async () => {
    const group = await createGroup(t, admin);
    const young = await addPilgrim(t, admin, group.id, { gender: 2, birth_date: "02.03.1981" });
    const exactly45 = await addPilgrim(t, admin, group.id, { gender: 2, birth_date: "01.03.1981" });
    const man = await addPilgrim(t, admin, group.id, { gender: 1, birth_date: "01.01.2000" });
    expect(young.warnings).toEqual(["no_mahram"]);
    expect(exactly45.warnings).toEqual([]);
    expect(man.warnings).toEqual([]);
  });

  it("lists by name, searches name or passport, filters gender, diet and warnings, pages", async () => {
    const group = await createGroup(t, admin);
    const b = await addPilgrim(t, admin, group.id, { full_name: "Boboyev Sardor", diet: "soft" });
    const a = await addPilgrim(t, admin, group.id, { full_name: "Aliyeva Malika", gender: 2, birth_date: "01.01.1960", visa_number: null });
    const c = await addPilgrim(t, admin, group.id, { full_name: "Cho'liyev Anvar" });
    const names = (page: Page<Pilgrim>) => page.results.map((pilgrim) => pilgrim.full_name);

    expect(names(await list(group.id))).toEqual([a.full_name, b.full_name, c.full_name]);
    expect(names(await list(group.id, "search=sardor"))).toEqual([b.full_name]);
    expect(names(await list(group.id, `search=${c.passport_number.toLowerCase()}`))).toEqual([c.full_name]);
    expect(names(await list(group.id, "gender=2"))).toEqual([a.full_name]);
    expect(names(await list(group.id, "diet=soft"))).toEqual([b.full_name]);
    expect(names(await list(group.id, "has_warnings=true"))).toEqual([a.full_name]);
    expect(names(await list(group.id, "has_warnings=false"))).toEqual([b.full_name, c.full_name]);
    const second = await list(group.id, "per_page=2&page=2");
    expect(second).toMatchObject({ count: 3, next: null });
    expect(names(second)).toEqual([c.full_name]);

    for (const query of ["gender=3", "diet=halal", "has_warnings=maybe"]) {
      expect((await t.app.inject({ url: `${pilgrimsUrl(group.id)}?${query}`, headers: admin })).statusCode).toBe(400);
    }
  });

  it("moves a pilgrim to another group, with its mahram named again", async () => {
    const from = await createGroup(t, admin);
    const to = await createGroup(t, admin);
    const husband = await addPilgrim(t, admin, from.id);
    const wife = await addPilgrim(t, admin, from.id, { gender: 2, mahram: husband.id });
    await addPilgrim(t, admin, from.id);
    await addPilgrim(t, admin, to.id);

    const keeps = await patch(wife.id, { group: to.id });
    expect(keeps.statusCode).toBe(400);
    expect(keeps.json()).toHaveProperty("mahram");
    const unknown = await patch(husband.id, { group: UNKNOWN_ID });
    expect(unknown.json()).toMatchObject({ group: ["Guruh topilmadi"] });

    const moved = await patch(husband.id, { group: to.id });
    expect(moved.json()).toMatchObject({ group: to.id });
    expect(await read(wife.id)).toMatchObject({ mahram: null });
    const counts = async (id: string) => (await t.app.inject({ url: groupUrl(id), headers: admin })).json();
    expect(await counts(from.id)).toMatchObject({ count: 2, pilgrim_count: 2 });
    expect(await counts(to.id)).toMatchObject({ count: 2, pilgrim_count: 2 });
  });

  it("answers 404 for an unknown group or pilgrim", async () => {
    for (const request of [
      { method: "GET" as const, url: pilgrimsUrl(UNKNOWN_ID) },
      { method: "POST" as const, url: pilgrimsUrl(UNKNOWN_ID), payload: pilgrimBody() },
      { method: "GET" as const, url: pilgrimsUrl("nope") },
      { method: "GET" as const, url: `${pilgrimsUrl(UNKNOWN_ID)}export/` },
    ]) {
      const response = await t.app.inject({ ...request, headers: admin });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "Guruh topilmadi" });
    }
    for (const method of ["GET", "PATCH", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: pilgrimUrl(UNKNOWN_ID), headers: admin, payload: method === "PATCH" ? {} : undefined });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "Ziyoratchi topilmadi" });
    }
  });

  it("lets hotel, operator and reception write, ceo and analytics read, and refuses others", async () => {
    const group = await createGroup(t, admin);
    const pilgrim = await addPilgrim(t, admin, group.id);
    const as = async (role: Parameters<TestApp["userWithRole"]>[0]) => (await t.userWithRole(role)).headers;
    for (const role of ["hotel", "operator", "reception"] as const) {
      const headers = await as(role);
      expect((await post(group.id, pilgrimBody(), headers)).statusCode).toBe(201);
      expect((await patch(pilgrim.id, { phone: "+998901234567" }, headers)).statusCode).toBe(200);
      expect((await t.app.inject({ url: groupsUrl, headers })).statusCode).toBe(200);
    }
    for (const role of ["ceo", "analytics"] as const) {
      const headers = await as(role);
      expect((await t.app.inject({ url: pilgrimsUrl(group.id), headers })).statusCode).toBe(200);
      expect((await t.app.inject({ url: pilgrimUrl(pilgrim.id), headers })).statusCode).toBe(200);
      expect((await post(group.id, pilgrimBody(), headers)).statusCode).toBe(403);
      expect((await t.app.inject({ method: "DELETE", url: pilgrimUrl(pilgrim.id), headers })).statusCode).toBe(403);
    }
    for (const role of ["chef", "hr", "warehouse", "transportation", null] as const) {
      const headers = await as(role);
      expect((await t.app.inject({ url: pilgrimsUrl(group.id), headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: pilgrimsUrl(group.id) })).statusCode).toBe(401);
  });
});

describe("a group's page of pilgrims", () => {
  it("is kept while the manifest does not change, every table it reads watched, and a new pilgrim shows at once", async () => {
    const group = await createGroup(t, admin);
    await addPilgrim(t, admin, group.id, { full_name: "Kesh Anvar" });
    for (const query of ["", "search=kesh"]) await expectKeptBetweenChanges(t, "pilgrim_list_inputs", "pilgrims", () => list(group.id, query));
    await addPilgrim(t, admin, group.id, { full_name: "Kesh Bobur" });
    expect((await list(group.id, "search=kesh")).results.map((pilgrim) => pilgrim.full_name)).toEqual(["Kesh Anvar", "Kesh Bobur"]);
  });
});

describe("group fields", () => {
  it("keeps the agent and leader, counts pilgrims and their warnings, filters by agent", async () => {
    const [agent] = await t.ctx.db.insert(counterparties).values({ name: "Nur Travel", address: "Toshkent", counterpartyType: "B2B" }).returning();
    const group = await createGroup(t, admin, { counter_agent: agent.id, leader_name: " Rahimov Jasur ", leader_phone: "+998901112233" });
    expect(group).toMatchObject({ counter_agent: agent.id, counter_agent_name: agent.name, leader_name: "Rahimov Jasur", leader_phone: "+998901112233", pilgrim_count: 0, warning_count: 0 });
    await addPilgrim(t, admin, group.id);
    await addPilgrim(t, admin, group.id, { visa_number: null });
    await addPilgrim(t, admin, group.id, { visa_number: null, passport_expiry: "01.04.2026" });
    const read = await t.app.inject({ url: groupUrl(group.id), headers: admin });
    expect(read.json()).toMatchObject({ count: 3, pilgrim_count: 3, warning_count: 2 });

    const filtered = await t.app.inject({ url: `${groupsUrl}?counter_agent=${agent.id}`, headers: admin });
    expect(filtered.json().results.map((row: { id: string }) => row.id)).toEqual([group.id]);
    const cleared = await t.app.inject({ method: "PATCH", url: groupUrl(group.id), headers: admin, payload: { counter_agent: null, leader_name: "" } });
    expect(cleared.json()).toMatchObject({ counter_agent: null, counter_agent_name: null, leader_name: null, leader_phone: "+998901112233" });

    const unknown = await t.app.inject({ method: "POST", url: "/api/v1/guests/groups/create", headers: admin, payload: { name: "X", count: 1, counter_agent: UNKNOWN_ID } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().counter_agent).toEqual(["Kontragent topilmadi"]);
  });

  it("takes the count from the pilgrims: the same count is accepted, another refused, editable again once empty", async () => {
    const group = await createGroup(t, admin, { count: 40 });
    const one = await addPilgrim(t, admin, group.id);
    const two = await addPilgrim(t, admin, group.id);
    const countPatch = (count: number) => t.app.inject({ method: "PATCH", url: groupUrl(group.id), headers: admin, payload: { count } });
    expect((await countPatch(2)).json()).toMatchObject({ count: 2, pilgrim_count: 2 });
    const refused = await countPatch(5);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().count[0]).toContain("2 ta ziyoratchi");
    const renamed = await t.app.inject({ method: "PUT", url: groupUrl(group.id), headers: admin, payload: { name: "Yangi nom", count: 2 } });
    expect(renamed.statusCode).toBe(200);

    await t.app.inject({ method: "DELETE", url: pilgrimUrl(one.id), headers: admin });
    expect((await countPatch(1)).json()).toMatchObject({ count: 1 });
    await t.app.inject({ method: "DELETE", url: pilgrimUrl(two.id), headers: admin });
    expect((await t.app.inject({ url: groupUrl(group.id), headers: admin })).json()).toMatchObject({ count: 1, pilgrim_count: 0 });
    expect((await countPatch(25)).json()).toMatchObject({ count: 25 });
  });

  it("refuses (423) to delete a group with pilgrims", async () => {
    const group = await createGroup(t, admin);
    const pilgrim = await addPilgrim(t, admin, group.id);
    const remove = () => t.app.inject({ method: "DELETE", url: `/api/v1/guests/groups/delete/${group.id}/`, headers: admin });
    const refused = await remove();
    expect(refused.statusCode).toBe(423);
    expect(refused.json().detail).toContain("ziyoratchilar bor");
    await t.app.inject({ method: "DELETE", url: pilgrimUrl(pilgrim.id), headers: admin });
    expect((await remove()).statusCode).toBe(204);
  });
});
