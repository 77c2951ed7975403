import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDateOf, formatWireDate } from "@app/contract/dates";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { HOTELS } from "@app/contract/endpoints/hotels";
import { ROOM_TYPES, ROOMS } from "@app/contract/endpoints/rooms";
import type { HotelOrder } from "@app/contract/schemas/hotel-orders";
import type { Hotel } from "@app/contract/schemas/hotels";
import type { Room, RoomType } from "@app/contract/schemas/rooms";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let admin: { email: string; password: string };
/** One word no other test's data holds, so the searches below find only this file's records. */
const tag = `Sardor${randomUUID().replaceAll(/[^a-f]/g, "").slice(0, 6)}`;
let order: HotelOrder;

beforeAll(async () => {
  const token = (await loginAsAdmin()).access;
  admin = await createUser(token, { role: "admin" });
  const post = <T>(path: string, body: unknown) => callApi<T>(path, { method: "POST", token, body });
  const hotel = await post<Hotel>(HOTELS.create.path, {
    name: `Qidiruv mehmonxonasi ${tag}`,
    address: "Makka",
    email: `search-${randomUUID().slice(0, 8)}@e2e.uz`,
    phone_number: "+966 12 571 8888",
    rating: 4,
  });
  const type = await post<RoomType>(ROOM_TYPES.create.path, { name: `Qidiruv ${tag}` });
  const [room] = await post<Room[]>(ROOMS.create.path, { hotel: hotel.id, room_type: type.id, floor: 3, count: 1, capacity: 2, net_price: 100, profit: 20 });
  const start = addDays(businessDateOf(new Date()), 20);
  order = await post<HotelOrder>(HOTEL_ORDERS.create.path, {
    hotel: hotel.id,
    room: room.id,
    check_in: `${formatWireDate(start)} 14:00`,
    check_out: `${formatWireDate(addDays(start, 2))} 12:00`,
    count_of_people: 1,
    guest_details: [{ full_name: `Gʻaniyev ${tag}`, gender: 1 }],
  });
});

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Umumiy qidiruv" });
const isFocused = (page: Page) => searchBox(page).evaluate((box) => box === document.activeElement);
const bookingHeading = (page: Page) => page.getByRole("heading", { name: `Buyurtma ${order.order_id}` });

describe("the header's search", () => {
  it("opens on / and Ctrl+K, finds a guest by a Cyrillic spelling and a booking by number, and follows the result", async () => {
    const { page } = session;
    await loginThroughUi(page, admin.email, admin.password);
    await page.getByRole("heading", { level: 1 }).first().waitFor();

    await page.keyboard.press("/");
    await expect.poll(() => isFocused(page)).toBe(true);
    await page.keyboard.type(`Ғаниев ${tag}`);
    const results = page.getByRole("listbox", { name: "Qidiruv natijalari" });
    const guests = results.getByRole("group", { name: "Mehmonlar" });
    await guests.getByRole("option", { name: new RegExp(`G‘aniyev ${tag}`) }).waitFor();
    expect(await guests.getByRole("option").first().textContent()).toContain(`№${order.order_id}`);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/orders/planned/hotels/${order.id}`);
    await bookingHeading(page).waitFor();

    await page.goto("/hotels/guests");
    await page.locator("tbody tr").first().waitFor();
    await page.keyboard.press("Control+k");
    await expect.poll(() => isFocused(page)).toBe(true);
    await page.keyboard.type(order.order_id);
    const booking = results.getByRole("group", { name: "Bronlar" }).getByRole("option", { name: new RegExp(`№${order.order_id}`) });
    await booking.click();
    await page.waitForURL(`**/orders/planned/hotels/${order.id}`);
    await bookingHeading(page).waitFor();
    await expect.poll(() => results.count()).toBe(0);

    await page.keyboard.press("/");
    await page.keyboard.type(`Yo'q ${tag}`);
    await page.getByText("Hech narsa topilmadi").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByText("Hech narsa topilmadi").count()).toBe(0);
    expect(session.consoleErrors).toEqual([]);
  });

  it("leaves / to a field being typed in, and links a listed guest to the booking by its number", async () => {
    const { page } = session;
    await loginThroughUi(page, admin.email, admin.password);
    await page.goto("/hotels/guests");
    const listSearch = page.getByRole("searchbox", { name: "Qidirish" });
    await listSearch.click();
    await page.keyboard.type(`ganiyev/${tag}`);
    expect(await listSearch.inputValue()).toBe(`ganiyev/${tag}`);
    expect(await isFocused(page)).toBe(false);

    await listSearch.fill(`G'aniyev ${tag}`);
    const row = page.locator("tbody tr").filter({ hasText: `G‘aniyev ${tag}` });
    await row.getByRole("link", { name: order.order_id }).click();
    await page.waitForURL(`**/hotels/reservations/${order.id}`);
    await bookingHeading(page).waitFor();
    expect(session.consoleErrors).toEqual([]);
  });
});
