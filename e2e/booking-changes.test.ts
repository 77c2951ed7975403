import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDateOf, formatWireDate } from "@app/contract/dates";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { HOTELS } from "@app/contract/endpoints/hotels";
import { ROOM_TYPES, ROOMS } from "@app/contract/endpoints/rooms";
import { SETTINGS } from "@app/contract/endpoints/settings";
import type { HotelOrder } from "@app/contract/schemas/hotel-orders";
import type { Hotel } from "@app/contract/schemas/hotels";
import type { Room, RoomType } from "@app/contract/schemas/rooms";
import { DEFAULT_SETTINGS, type Settings } from "@app/contract/schemas/settings";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { dateTimeValue, expectNoSeriousA11yViolations, fillDateTime, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let adminToken: string;
let hotelStaff: { email: string; password: string };
let ceo: { email: string; password: string };

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  hotelStaff = await createUser(adminToken, { role: "hotel" });
  ceo = await createUser(adminToken, { role: "ceo" });
});

const post = <T>(path: string, body: unknown) => callApi<T>(path, { method: "POST", token: adminToken, body });
const eventually = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 15_000 });
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

/** A business day `offset` days from today at a time, as the wire writes it. */
function day(offset: number, time: string) {
  return { wire: `${formatWireDate(addDays(businessDateOf(new Date()), offset))} ${time}` };
}

describe("changing a booking", () => {
  it("amends a booking, cancels it with a reason, and its room is free again on the chart and in the booking form", async () => {
    const { page } = session;
    const id = randomUUID().slice(0, 8);
    const hotel = await post<Hotel>(HOTELS.create.path, {
      name: `E2E O‘zgarish ${id}`,
      address: "Makka, Ajyad ko‘chasi",
      email: `changes-${id}@e2e.uz`,
      phone_number: "+966 14 818 1000",
      rating: 4,
    });
    const type = await post<RoomType>(ROOM_TYPES.create.path, { name: `E2E o‘zgarish turi ${id}` });
    const [first, second] = await post<Room[]>(ROOMS.create.path, {
      hotel: hotel.id,
      room_type: type.id,
      floor: 3,
      count: 2,
      capacity: 2,
      net_price: 100,
      profit: 20,
    });
    const checkIn = day(4, "14:00");
    const order = await post<HotelOrder>(HOTEL_ORDERS.create.path, {
      hotel: hotel.id,
      room: first.id,
      check_in: checkIn.wire,
      check_out: day(6, "12:00").wire,
      count_of_people: 1,
      guest_details: [{ full_name: "Sardor Rahimov", gender: 1 }],
    });

    await loginThroughUi(page, hotelStaff.email, hotelStaff.password);
    await page.goto(`/hotels/reservations/${order.id}`);
    await page.getByRole("heading", { name: `Buyurtma ${order.order_id}` }).waitFor();

    // Tahrirlash: a night longer, in the other room; the form holds the booking as it stands.
    await page.getByRole("button", { name: "Tahrirlash" }).click();
    const edit = page.getByRole("dialog", { name: `Bronni tahrirlash: ${order.order_id}` });
    expect(await dateTimeValue(edit, "Kirish (sana va vaqt)")).toBe(checkIn.wire);
    expect(await edit.getByLabel("1-mehmon F.I.Sh.").inputValue()).toBe("Sardor Rahimov");
    const newCheckOut = day(7, "12:00");
    await fillDateTime(edit, "Chiqish (sana va vaqt)", newCheckOut.wire);
    const roomSelect = edit.getByLabel("Xona", { exact: true });
    await eventually(() => roomSelect.locator("option").allInnerTexts()).toHaveLength(3);
    await roomSelect.selectOption(second.id);
    await edit.getByText("3 kecha").waitFor();
    await edit.getByText("360.00").waitFor();
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, `Bron o‘zgartirildi: ${order.order_id}`);
    await edit.waitFor({ state: "detached" });
    const main = page.locator("main");
    await eventually(() => main.innerText()).toContain(newCheckOut.wire);
    expect(await main.innerText()).toContain(second.room_number);

    // Bekor qilish: the reason is required, then the booking is canceled.
    await page.getByRole("button", { name: "Bekor qilish" }).click();
    const cancel = page.getByRole("dialog", { name: `Bronni bekor qilish: ${order.order_id}` });
    await cancel.getByRole("button", { name: "Ha, bekor qilish" }).click();
    await cancel.getByText("Bu maydon to'ldirilishi shart").waitFor();
    await cancel.getByLabel("Bekor qilish sababi").fill("Reys kechiktirildi");
    await cancel.getByRole("button", { name: "Ha, bekor qilish" }).click();
    await toast(page, `Bron bekor qilindi: ${order.order_id}`);
    await cancel.waitFor({ state: "detached" });
    await eventually(() => main.innerText()).toContain("Reys kechiktirildi");
    expect(await main.innerText()).toContain("Bekor qilingan");
    expect(await page.getByRole("button", { name: "Tahrirlash" }).count()).toBe(0);

    // The chart shows no bar of it, and the booking form offers its room with every bed free.
    await page.goto(`/hotels/hotel/${hotel.id}`);
    await page.getByRole("region", { name: "Bandlik jadvali" }).waitFor();
    expect(await page.locator(`[data-order="${order.order_id}"]`).count()).toBe(0);
    await page.goto("/hotels/reservations");
    await page.getByRole("button", { name: "Yangi bron" }).click();
    const booking = page.getByRole("dialog", { name: "Yangi bron" });
    await booking.getByLabel("Mehmonxona").selectOption({ label: hotel.name });
    await fillDateTime(booking, "Kirish (sana va vaqt)", checkIn.wire);
    await fillDateTime(booking, "Chiqish (sana va vaqt)", newCheckOut.wire);
    await eventually(() => booking.getByLabel("Xona", { exact: true }).locator("option").allInnerTexts()).toEqual([
      "Xonani tanlang",
      expect.stringMatching(new RegExp(`^${first.room_number}, .*: 2 bo‘sh o‘rin`)),
      expect.stringMatching(new RegExp(`^${second.room_number}, .*: 2 bo‘sh o‘rin`)),
    ]);
    expect(session.consoleErrors).toEqual([]);
  }, 240_000);
});

describe("the desk's steps", () => {
  it("records the arrival, moves a guest to a free room and records the departure, each at a 24-hour time defaulting to now", async () => {
    const { page } = session;
    const id = randomUUID().slice(0, 8);
    const hotel = await post<Hotel>(HOTELS.create.path, {
      name: `E2E Qabul ${id}`,
      address: "Madina, Quba ko‘chasi",
      email: `desk-${id}@e2e.uz`,
      phone_number: "+966 14 818 1000",
      rating: 4,
    });
    const type = await post<RoomType>(ROOM_TYPES.create.path, { name: `E2E qabul turi ${id}` });
    const [first, second] = await post<Room[]>(ROOMS.create.path, { hotel: hotel.id, room_type: type.id, floor: 4, count: 2, capacity: 2 });
    const order = await post<HotelOrder>(HOTEL_ORDERS.create.path, {
      hotel: hotel.id,
      room: first.id,
      check_in: day(0, "00:00").wire,
      check_out: day(2, "12:00").wire,
      count_of_people: 2,
      guest_details: [
        { full_name: "Ali Valiyev", gender: 1 },
        { full_name: "Hasan Valiyev", gender: 1 },
      ],
    });

    await loginThroughUi(page, hotelStaff.email, hotelStaff.password);
    await page.goto(`/hotels/reservations/${order.id}`);
    await page.getByRole("heading", { name: `Buyurtma ${order.order_id}` }).waitFor();
    expect(await page.getByRole("button", { name: "Ketdi" }).count()).toBe(0);

    await page.getByRole("button", { name: "Keldi" }).click();
    const arrival = page.getByRole("dialog", { name: `Mehmonlar keldi: ${order.order_id}` });
    const arrivedAt = await arrival.getByLabel("Kelgan vaqti").inputValue();
    expect(arrivedAt).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await arrival.getByRole("button", { name: "Keldi deb belgilash" }).click();
    await toast(page, `Kelgani belgilandi: ${order.order_id}`);
    // A guest who came is checked out, not canceled.
    await page.getByRole("button", { name: "Ketdi" }).waitFor();
    expect(await page.locator("main").innerText()).toContain(`Kelgan\n${arrivedAt}`);
    expect(await page.getByRole("button", { name: "Bekor qilish" }).count()).toBe(0);

    await page.getByRole("button", { name: "Xona almashtirish" }).click();
    const move = page.getByRole("dialog", { name: `Xona almashtirish: ${order.order_id}` });
    await move.getByLabel("Mehmon").selectOption({ label: `Hasan Valiyev (${first.room_number}-xona)` });
    await move.getByLabel("Yangi xona").selectOption(second.id);
    await move.getByRole("button", { name: "Ko‘chirish" }).click();
    await toast(page, `Mehmon boshqa xonaga ko‘chirildi: ${order.order_id}`);
    const guests = page.locator("section").filter({ hasText: "Mehmonlar" }).locator("tbody tr");
    await eventually(() => guests.allInnerTexts()).toEqual([
      expect.stringContaining(first.room_number),
      expect.stringContaining(second.room_number),
    ]);

    await page.getByRole("button", { name: "Ketdi" }).click();
    const departure = page.getByRole("dialog", { name: `Mehmonlar ketdi: ${order.order_id}` });
    await departure.getByLabel("Ketgan vaqti").fill("31.02.2025 10:00");
    await departure.getByRole("button", { name: "Ketdi deb belgilash" }).click();
    await departure.getByText("Sana va vaqt dd.MM.yyyy HH:mm ko'rinishida bo'lishi kerak").waitFor();
    await departure.getByLabel("Ketgan vaqti").fill(arrivedAt);
    await expectNoSeriousA11yViolations(page);
    await departure.getByRole("button", { name: "Ketdi deb belgilash" }).click();
    await toast(page, `Ketgani belgilandi: ${order.order_id}`);
    await eventually(() => page.locator("main").innerText()).toContain("Yakunlangan");
    expect(await page.getByRole("button", { name: "Tahrirlash" }).count()).toBe(0);
    expect(session.consoleErrors).toEqual([]);
  }, 180_000);
});

describe("the company settings", () => {
  it("are set by the ceo from the profile panel, and a new booking starts at their check-in and check-out times", async () => {
    const { page } = session;
    await loginThroughUi(page, ceo.email, ceo.password);
    try {
      await page.getByRole("button", { name: "Sozlamalar" }).click();
      await page.getByRole("dialog", { name: "Shaxsiy profil" }).getByRole("button", { name: "Kompaniya sozlamalari" }).click();
      const sheet = page.getByRole("dialog", { name: "Kompaniya sozlamalari" });
      await eventually(() => sheet.getByLabel("Kirish vaqti").inputValue()).toBe("14:00");
      await sheet.getByLabel("Kirish vaqti").fill("3 pm");
      await sheet.getByRole("button", { name: "Saqlash" }).click();
      await sheet.getByText("Vaqt HH:mm ko'rinishida (24 soat) bo'lishi kerak").waitFor();
      await sheet.getByLabel("Kirish vaqti").fill("15:00");
      await sheet.getByLabel("Chiqish vaqti").fill("11:00");
      await expectNoSeriousA11yViolations(page);
      await sheet.getByRole("button", { name: "Saqlash" }).click();
      await toast(page, "Sozlamalar saqlandi");
      await sheet.waitFor({ state: "detached" });
      await page.keyboard.press("Escape");

      await page.goto("/hotels/reservations");
      await page.getByRole("button", { name: "Yangi bron" }).click();
      const booking = page.getByRole("dialog", { name: "Yangi bron" });
      await eventually(() => dateTimeValue(booking, "Kirish (sana va vaqt)")).toBe(day(0, "15:00").wire);
      expect(await dateTimeValue(booking, "Chiqish (sana va vaqt)")).toBe(day(1, "11:00").wire);
      expect(session.consoleErrors).toEqual([]);
    } finally {
      await callApi<Settings>(SETTINGS.replace.path, { method: "PUT", token: adminToken, body: DEFAULT_SETTINGS });
    }
  }, 180_000);
});
