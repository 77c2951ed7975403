import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "../startup.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { counterparties, guestGroups, hotels, pilgrims, units, users, vehicles } from "./schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hotel = (name: string, tag: string) => ({ name, address: "Makka", email: `${tag}@example.com`, phoneNumber: "+966125718888", rating: "4.0" });

describe("names saved before names had one form", () => {
  it("are rewritten in it once at start, passport names only tidied, and a unique name another row holds is kept as typed", async () => {
    const [uzbek, taken, holder] = await t.ctx.db
      .insert(hotels)
      .values([hotel("Bog'ishamol  Hotel ", "uzbek"), hotel("Hotel O'zbek", "taken"), hotel("HOTEL O‘ZBEK", "holder")])
      .returning();
    const person = await t.userWithRole("hr", { fullName: " Jo`rayev   Otabek Ma'rufovich" });
    const [group] = await t.ctx.db.insert(guestGroups).values({ name: "Farg'ona Umra", count: 2, leaderName: "Gʻaniyev Oʻtkir" }).returning();
    const [leaderless] = await t.ctx.db.insert(guestGroups).values({ name: "Toshkent Umra", count: 2 }).returning();
    const [agent] = await t.ctx.db.insert(counterparties).values({ name: "Ipak Yo'li", address: "Qo'qon sh.", counterpartyType: "B2B" }).returning();
    const [car] = await t.ctx.db
      .insert(vehicles)
      .values({ name: "Toyota Hiace", nameOfDriver: "Anvar To'xtayev", address: "Makka", phoneNumber: "+966501234567", amountOfPeople: 12 })
      .returning();
    const [unit] = await t.ctx.db.insert(units).values({ name: "Choy qoshig'i", nameKey: "choyqoshigi", abbreviation: "cq" }).returning();
    const [pilgrim] = await t.ctx.db
      .insert(pilgrims)
      .values({ groupId: group.id, fullName: " G'ANIYEV   O'TKIR", gender: 1, birthDate: "1970-04-12", passportNumber: "FA7100001", passportExpiry: "2035-01-01" })
      .returning();

    await prepareDatabase(t.ctx, t.app.log);

    const hotelName = async (id: string) => (await t.ctx.db.select().from(hotels).where(eq(hotels.id, id)))[0].name;
    expect(await hotelName(uzbek.id)).toBe("Bog‘ishamol Hotel");
    expect(await hotelName(taken.id)).toBe("Hotel O'zbek");
    expect(await hotelName(holder.id)).toBe("HOTEL O‘ZBEK");
    expect((await t.ctx.db.select().from(users).where(eq(users.id, person.id)))[0].fullName).toBe("Jo‘rayev Otabek Ma’rufovich");
    const groupRow = async (id: string) => (await t.ctx.db.select().from(guestGroups).where(eq(guestGroups.id, id)))[0];
    expect(await groupRow(group.id)).toMatchObject({ name: "Farg‘ona Umra", leaderName: "G‘aniyev O‘tkir" });
    expect(await groupRow(leaderless.id)).toMatchObject({ name: "Toshkent Umra", leaderName: null });
    // Only names: the address keeps its apostrophe as typed.
    expect((await t.ctx.db.select().from(counterparties).where(eq(counterparties.id, agent.id)))[0]).toMatchObject({
      name: "Ipak Yo‘li",
      address: "Qo'qon sh.",
    });
    expect((await t.ctx.db.select().from(vehicles).where(eq(vehicles.id, car.id)))[0].nameOfDriver).toBe("Anvar To‘xtayev");
    expect((await t.ctx.db.select().from(units).where(eq(units.id, unit.id)))[0]).toMatchObject({ name: "Choy qoshig‘i", nameKey: "choyqoshigi" });
    expect((await t.ctx.db.select().from(pilgrims).where(eq(pilgrims.id, pilgrim.id)))[0].fullName).toBe("G'ANIYEV O'TKIR");

    const later = await t.userWithRole("hr", { fullName: "Yo'ldosheva Munisa" });
    await prepareDatabase(t.ctx, t.app.log);
    expect((await t.ctx.db.select().from(users).where(eq(users.id, later.id)))[0].fullName).toBe("Yo'ldosheva Munisa");
  });
});
