import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "../startup.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { guestGroups, hotels, pilgrims, users, vehicles } from "./schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hotel = (name: string, phoneNumber: string) => ({ name, address: "Makka", email: `${name}@example.com`, phoneNumber, rating: "4.0" });
const vehicle = (phoneNumber: string) => ({ name: "Toyota Hiace", nameOfDriver: "Abdulloh Rahimov", address: "Makka", phoneNumber, amountOfPeople: 12 });

describe("phone numbers saved before the phone rule", () => {
  it("are rewritten in E.164 once at start where the rule reads them, and kept as typed where it does not", async () => {
    const [oldForm, refused] = await t.ctx.db
      .insert(hotels)
      .values([hotel("old-form", "+9660125718888"), hotel("refused", "+9665123456789")])
      .returning();
    const grouped = await t.userWithRole("hr", { phoneNumber: "+998 90 123-45-67" });
    const ambiguous = await t.userWithRole("hr", { phoneNumber: "501234567" });
    const none = await t.userWithRole("hr", { phoneNumber: null });
    const [car] = await t.ctx.db.insert(vehicles).values(vehicle("0501234567")).returning();
    const [group] = await t.ctx.db.insert(guestGroups).values({ name: "Telefon guruhi", count: 2, leaderPhone: "00998 90 111 22 33" }).returning();
    const [pilgrim] = await t.ctx.db
      .insert(pilgrims)
      .values({ groupId: group.id, fullName: "Karimov Aziz", gender: 1, birthDate: "1970-04-12", passportNumber: "FA7000001", passportExpiry: "2035-01-01", phone: "998 91 222 33 44" })
      .returning();

    await prepareDatabase(t.ctx, t.app.log);

    const hotelPhone = async (id: string) => (await t.ctx.db.select().from(hotels).where(eq(hotels.id, id)))[0].phoneNumber;
    const userPhone = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0].phoneNumber;
    expect(await hotelPhone(oldForm.id)).toBe("+966125718888");
    expect(await hotelPhone(refused.id)).toBe("+9665123456789");
    expect(await userPhone(grouped.id)).toBe("+998901234567");
    expect(await userPhone(ambiguous.id)).toBe("501234567");
    expect(await userPhone(none.id)).toBeNull();
    expect((await t.ctx.db.select().from(vehicles).where(eq(vehicles.id, car.id)))[0].phoneNumber).toBe("+966501234567");
    expect((await t.ctx.db.select().from(guestGroups).where(eq(guestGroups.id, group.id)))[0].leaderPhone).toBe("+998901112233");
    expect((await t.ctx.db.select().from(pilgrims).where(eq(pilgrims.id, pilgrim.id)))[0].phone).toBe("+998912223344");

    const later = await t.userWithRole("hr", { phoneNumber: "+998 91 111 11 11" });
    await prepareDatabase(t.ctx, t.app.log);
    expect(await userPhone(later.id)).toBe("+998 91 111 11 11");
  });
});
