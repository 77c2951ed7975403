import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDateOf, formatWireDate } from "@app/contract/dates";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { HOTELS } from "@app/contract/endpoints/hotels";
import { PHONE_INVALID } from "@app/contract/phone";
import { ROOM_TYPES, ROOMS } from "@app/contract/endpoints/rooms";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import type { GuestGroup } from "@app/contract/schemas/guest-groups";
import type { GuestDetailInput } from "@app/contract/schemas/guests";
import type { HotelOrder } from "@app/contract/schemas/hotel-orders";
import type { Hotel } from "@app/contract/schemas/hotels";
import type { Room, RoomType } from "@app/contract/schemas/rooms";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, fillDateTime, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let adminToken: string;
let manager: { email: string; password: string };
let hotelStaff: { email: string; password: string };

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  manager = await createUser(adminToken, { role: "admin" });
  hotelStaff = await createUser(adminToken, { role: "hotel" });
});

const tag = () => randomUUID().slice(0, 8);
const post = <T>(path: string, body: unknown) => callApi<T>(path, { method: "POST", token: adminToken, body });

const eventually = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 15_000 });
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();
const row = (page: Page, text: string) => page.locator("tbody tr").filter({ hasText: text });

/** A stay starting `fromDays` business days from today, as wire datetimes. */
function stay(fromDays: number, nights: number) {
  const start = addDays(businessDateOf(new Date()), fromDays);
  const end = addDays(start, nights);
  return {
    wireIn: `${formatWireDate(start)} 14:00`,
    wireOut: `${formatWireDate(end)} 12:00`,
  };
}

/** A hotel with `count` rooms of one type on floor 2 (201, 202, …), made through the API. */
async function hotelWithRooms(count: number, capacity: number) {
  const id = tag();
  const hotel = await post<Hotel>(HOTELS.create.path, {
    name: `E2E Mehmonxona ${id}`,
    address: "Makka, Ajyad ko‘chasi",
    email: `hotel-${id}@e2e.uz`,
    phone_number: "+966 12 571 8888",
    rating: 4,
  });
  const type = await post<RoomType>(ROOM_TYPES.create.path, { name: `E2E tur ${id}` });
  const rooms = await post<Room[]>(ROOMS.create.path, {
    hotel: hotel.id,
    room_type: type.id,
    floor: 2,
    count,
    capacity,
    net_price: 100,
    profit: 20,
  });
  return { hotel, type, rooms };
}

/** A booking of `room` for the stay, made through the API, one guest per person. */
function bookRoom(room: Room, dates: ReturnType<typeof stay>, guests: GuestDetailInput[]) {
  return post<HotelOrder>(HOTEL_ORDERS.create.path, {
    hotel: room.hotel,
    room: room.id,
    check_in: dates.wireIn,
    check_out: dates.wireOut,
    count_of_people: guests.length,
    guest_details: guests,
  });
}

describe("hotels and bookings", () => {
  it("creates a hotel and its rooms, books a group, and finds the booking in the lists, on its page and on the chart", async () => {
    const { page } = session;
    await loginThroughUi(page, manager.email, manager.password);
    const id = tag();
    const hotelName = `Zamzam Pullman ${id}`;
    const typeName = `2 kishilik ${id}`;
    const group = await post<GuestGroup>(GUEST_GROUPS.create.path, { name: `Umra guruhi ${id}`, count: 6 });

    await page.goto("/hotels/hotel");
    await page.getByRole("button", { name: "Yangi mehmonxona" }).click();
    const hotelSheet = page.getByRole("dialog", { name: "Yangi mehmonxona" });
    await hotelSheet.getByLabel("Nomi").fill(hotelName);
    await hotelSheet.getByLabel("Manzil").fill("Makka, Ibrohim Xalil ko‘chasi");
    await hotelSheet.getByLabel("Email").fill(`zamzam-${id}@e2e.uz`);
    await hotelSheet.getByLabel("Telefon raqami").fill("+96650123");
    await hotelSheet.getByLabel("Reyting").fill("4.5");
    await hotelSheet.getByRole("button", { name: "Saqlash" }).click();
    await hotelSheet.getByText(PHONE_INVALID).waitFor();
    await hotelSheet.getByLabel("Telefon raqami").fill("012 571 8888");
    await hotelSheet.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, "Mehmonxona qo‘shildi");
    await hotelSheet.waitFor({ state: "detached" });
    const phone = row(page, hotelName).getByRole("link", { name: "+966 12 571 8888" });
    expect(await phone.getAttribute("href")).toBe("tel:+966125718888");

    await page.goto("/hotels/rooms");
    await page.getByRole("button", { name: "Xona turlari" }).click();
    const typesSheet = page.getByRole("dialog", { name: "Xona turlari" });
    await typesSheet.getByLabel("Tur nomi").fill(typeName);
    await typesSheet.getByRole("button", { name: "Qo‘shish" }).click();
    await toast(page, "Xona turi qo‘shildi");
    await typesSheet.getByText(typeName, { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await typesSheet.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Xonalar qo‘shish" }).click();
    const roomsSheet = page.getByRole("dialog", { name: "Xonalar qo‘shish" });
    await roomsSheet.getByLabel("Mehmonxona").selectOption({ label: hotelName });
    await roomsSheet.getByLabel("Xona turi").selectOption({ label: typeName });
    await roomsSheet.getByLabel("Qavat").fill("3");
    await roomsSheet.getByLabel("Xonalar soni").fill("4");
    await roomsSheet.getByLabel("Sig‘imi (kishi)").fill("2");
    await roomsSheet.getByLabel("Tannarx (bir kecha)").fill("300");
    await roomsSheet.getByLabel("Foyda (bir kecha)").fill("50.5");
    await roomsSheet.getByText("Narx = tannarx + foyda: 350.50").waitFor();
    await roomsSheet.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, "Xonalar qo‘shildi: 301, 302, 303, 304");
    await page.getByLabel("Mehmonxona", { exact: true }).selectOption({ label: hotelName });
    await eventually(() => page.locator("tbody tr").allInnerTexts()).toHaveLength(1);
    expect(await row(page, hotelName).innerText()).toContain("350.50");

    const dates = stay(1, 3);
    await page.goto("/hotels/reservations");
    await page.getByRole("button", { name: "Yangi bron" }).click();
    const booking = page.getByRole("dialog", { name: "Yangi bron" });
    await booking.getByText("Guruh", { exact: true }).click();
    await booking.getByLabel("Mehmonxona").selectOption({ label: hotelName });
    await fillDateTime(booking, "Kirish (sana va vaqt)", dates.wireIn);
    await fillDateTime(booking, "Chiqish (sana va vaqt)", dates.wireOut);
    await booking.getByLabel("Mehmonlar guruhi").selectOption(group.id);
    expect(await booking.getByLabel("Odamlar soni").inputValue()).toBe("6");
    for (const number of ["301", "302", "303"]) {
      await booking.getByRole("checkbox", { name: new RegExp(`^${number}, `) }).check();
    }
    await booking.getByText("Tanlangan xonalarda 6 bo‘sh o‘rin, odamlar 6 ta").waitFor();
    // Three rooms at 350.50 a night for three nights.
    await booking.getByText("3 kecha").waitFor();
    await booking.getByText("3 154.50 SAR").waitFor();
    await booking.getByRole("button", { name: "Saqlash" }).click();
    const booked = page.getByText(/^Bron yaratildi: \d{8}$/);
    await booked.waitFor();
    const orderId = (await booked.innerText()).replace("Bron yaratildi: ", "");
    await booking.waitFor({ state: "detached" });

    await page.getByLabel("Mehmonxona", { exact: true }).selectOption({ label: hotelName });
    await eventually(() => row(page, orderId).count()).toBe(1);
    expect(await row(page, orderId).innerText()).toContain("Rejalashtirilgan");

    await page.goto("/orders/planned");
    await page.getByRole("searchbox", { name: "Qidirish" }).fill(orderId);
    await eventually(() => page.locator("tbody tr").allInnerTexts()).toHaveLength(1);
    await page.getByRole("link", { name: orderId, exact: true }).click();
    await page.waitForURL(/\/orders\/planned\/hotels\/[0-9a-f-]{36}$/);
    const orderPath = new URL(page.url()).pathname;
    await page.getByRole("heading", { name: `Buyurtma ${orderId}` }).waitFor();
    const details = await page.locator("main").innerText();
    for (const text of [hotelName, group.name, dates.wireIn, dates.wireOut, "301", "302", "303", "3 154.50"]) {
      expect(details).toContain(text);
    }

    await page.getByRole("link", { name: hotelName }).click();
    await page.waitForURL(/\/hotels\/hotel\/[0-9a-f-]{36}$/);
    const chart = page.getByRole("region", { name: "Bandlik jadvali" });
    const bars = chart.locator(`[data-order="${orderId}"]`);
    await eventually(() => bars.count()).toBe(3);
    expect(await bars.first().innerText()).toContain(group.name);
    await bars.first().click();
    await page.waitForURL((url) => url.pathname === orderPath);
    expect(session.consoleErrors).toEqual([]);
  }, 240_000);

  it("shows the server's message when the room was taken meanwhile, and offers the rooms as they are now", async () => {
    const { page } = session;
    await loginThroughUi(page, manager.email, manager.password);
    const { hotel, rooms } = await hotelWithRooms(2, 2);
    const dates = stay(5, 2);

    await page.goto("/hotels/reservations");
    await page.getByRole("button", { name: "Yangi bron" }).click();
    const booking = page.getByRole("dialog", { name: "Yangi bron" });
    await booking.getByLabel("Mehmonxona").selectOption({ label: hotel.name });
    await fillDateTime(booking, "Kirish (sana va vaqt)", dates.wireIn);
    await fillDateTime(booking, "Chiqish (sana va vaqt)", dates.wireOut);
    const roomSelect = booking.getByLabel("Xona", { exact: true });
    await eventually(() => roomSelect.locator("option").allInnerTexts()).toHaveLength(3);
    await roomSelect.selectOption(rooms[0].id);
    await booking.getByLabel("1-mehmon F.I.Sh.").fill("Aziz Karimov");
    await booking.getByText("2 kecha").waitFor();
    await booking.getByText("240.00").waitFor();

    await bookRoom(rooms[0], dates, [
      { full_name: "Oldinroq Bron", gender: 1 },
      { full_name: "Oldinroq Bron Ikki", gender: 2 },
    ]);
    await booking.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, "Xatolik: 201-xonada bu sanalarda 0 ta bo'sh joy bor, 1 kishi sig'maydi");
    expect(await booking.isVisible()).toBe(true);
    await eventually(() => roomSelect.locator("option").allInnerTexts()).toEqual([
      "Xonani tanlang",
      expect.stringMatching(/^202, /),
    ]);
    expect(await roomSelect.inputValue()).toBe("");
  }, 180_000);

  it("opens an order from the chart under the reservations for hotel staff, who may not read the order pages", async () => {
    const { page } = session;
    await loginThroughUi(page, hotelStaff.email, hotelStaff.password);
    const { hotel, rooms } = await hotelWithRooms(1, 3);
    const dates = stay(0, 2);
    const order = await bookRoom(rooms[0], dates, [{ full_name: "Nodira Saidova", gender: 2 }]);

    await page.goto(`/hotels/hotel/${hotel.id}`);
    await page.getByRole("region", { name: "Bugun keladiganlar" }).getByText("Nodira Saidova").waitFor();
    await page.locator(`[data-order="${order.order_id}"]`).click();
    await page.waitForURL((url) => url.pathname === `/hotels/reservations/${order.id}`);
    await page.getByRole("heading", { name: `Buyurtma ${order.order_id}` }).waitFor();
    expect(await page.locator("main").innerText()).toContain("Nodira Saidova");
    expect(session.consoleErrors).toEqual([]);
  }, 180_000);
});

describe("rooms, room types and hotels", () => {
  it("edits and deletes a room group, manages room types, and keeps what bookings hold with the server's message", async () => {
    const { page } = session;
    await loginThroughUi(page, manager.email, manager.password);
    const { hotel, type, rooms } = await hotelWithRooms(3, 2);
    const dates = stay(3, 2);
    await bookRoom(rooms[0], dates, [{ full_name: "Kamola Yusupova", gender: 2 }]);
    const groupName = `${hotel.name}, ${type.name}`;
    const spare = await post<RoomType>(ROOM_TYPES.create.path, { name: `Bo‘sh tur ${tag()}` });

    await page.goto(`/hotels/rooms?hotel=${hotel.id}`);
    await row(page, hotel.name).waitFor();
    await page.getByRole("button", { name: `Tahrirlash: ${groupName}` }).click();
    const edit = page.getByRole("dialog", { name: "Xonalar guruhini tahrirlash" });
    await eventually(() => edit.getByLabel("Xonalar soni").inputValue()).toBe("3");
    await edit.getByLabel("Xonalar soni").fill("5");
    await edit.getByLabel("Foyda (bir kecha)").fill("30");
    await edit.getByText("Narx = tannarx + foyda: 130.00").waitFor();
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, "Xonalar guruhi yangilandi");
    await eventually(() => row(page, hotel.name).innerText()).toContain("130.00");
    expect((await row(page, hotel.name).locator("td").allInnerTexts())[4]).toBe("5");

    await page.getByRole("button", { name: `O‘chirish: ${groupName}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ha, o'chirish" }).click();
    await toast(page, "4 ta xona o‘chirildi, 1 ta band xona qoldirildi");
    await eventually(async () => (await row(page, hotel.name).locator("td").allInnerTexts())[4]).toBe("1");

    await page.getByRole("button", { name: "Xona turlari" }).click();
    const types = page.getByRole("dialog", { name: "Xona turlari" });
    const toggle = types.getByRole("switch", { name: `Faol: ${spare.name}` });
    await toggle.click();
    await eventually(() => toggle.getAttribute("aria-checked")).toBe("false");
    await types.getByRole("button", { name: `Tahrirlash: ${spare.name}` }).click();
    await types.getByLabel("Tur nomi").last().fill(`${spare.name} yangi`);
    await types.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, "Xona turi yangilandi");
    await types.getByRole("button", { name: `O‘chirish: ${spare.name} yangi` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ha, o'chirish" }).click();
    await toast(page, "Xona turi o‘chirildi");
    await types.getByRole("button", { name: `O‘chirish: ${type.name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ha, o'chirish" }).click();
    await toast(page, "Xatolik: Bu xona turidagi xonalar bor, uni o'chirib bo'lmaydi");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");

    await page.goto(`/hotels/hotel?search=${encodeURIComponent(hotel.name)}`);
    await row(page, hotel.name).waitFor();
    await page.getByRole("button", { name: `O‘chirish: ${hotel.name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "O'chirishni tasdiqlaysizmi?" });
    await confirm.getByRole("button", { name: "Ha, o'chirish" }).click();
    await toast(page, "Xatolik: Mehmonxonada mehmonlar yoki buyurtmalar bor, uni o'chirib bo'lmaydi");
    expect(await confirm.isVisible()).toBe(true);
  }, 180_000);
});

describe("accessibility", () => {
  it("has no serious or critical axe violation on the hotel pages, their forms and an order page", async () => {
    const { page } = session;
    await loginThroughUi(page, manager.email, manager.password);
    const { hotel, rooms } = await hotelWithRooms(2, 2);
    const dates = stay(0, 3);
    const order = await bookRoom(rooms[0], dates, [{ full_name: "Jasur Toshmatov", gender: 1 }]);

    await page.goto("/hotels/hotel");
    await page.locator("tbody tr").first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Yangi mehmonxona" }).click();
    await page.getByRole("dialog", { name: "Yangi mehmonxona" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");

    await page.goto(`/hotels/hotel/${hotel.id}`);
    await page.locator(`[data-order="${order.order_id}"]`).waitFor();
    await page.getByText("Jasur Toshmatov").first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/hotels/rooms?hotel=${hotel.id}`);
    await page.locator("tbody tr").first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Xonalar qo‘shish" }).click();
    await page.getByRole("dialog", { name: "Xonalar qo‘shish" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Xona turlari" }).click();
    await page.getByRole("dialog", { name: "Xona turlari" }).locator("li").first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");

    await page.goto(`/hotels/guests?hotel=${hotel.id}`);
    await page.locator("tbody tr").first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/hotels/reservations?hotel=${hotel.id}`);
    await page.locator("tbody tr").first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Yangi bron" }).click();
    const booking = page.getByRole("dialog", { name: "Yangi bron" });
    await booking.getByLabel("Mehmonxona").selectOption(hotel.id);
    await fillDateTime(booking, "Kirish (sana va vaqt)", stay(10, 1).wireIn);
    await fillDateTime(booking, "Chiqish (sana va vaqt)", stay(10, 1).wireOut);
    await booking.getByText("Guruh", { exact: true }).click();
    await booking.getByRole("checkbox").first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Saqlamasdan yopish" }).click();

    const orders = `/orders/${order.order_status.toLowerCase()}`;
    await page.goto(`${orders}/hotels/${order.id}`);
    await page.getByRole("heading", { name: `Buyurtma ${order.order_id}` }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goto(orders);
    await row(page, order.order_id).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(session.consoleErrors).toEqual([]);
  }, 240_000);
});
