import { randomInt, randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDateOf, formatWireDate } from "@app/contract/dates";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { HOTELS } from "@app/contract/endpoints/hotels";
import { ROOM_TYPES, ROOMS } from "@app/contract/endpoints/rooms";
import type { GuestGroup } from "@app/contract/schemas/guest-groups";
import type { HotelOrder } from "@app/contract/schemas/hotel-orders";
import type { Hotel } from "@app/contract/schemas/hotels";
import type { Room, RoomType } from "@app/contract/schemas/rooms";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let adminToken: string;
let hotelStaff: { email: string; password: string };

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  hotelStaff = await createUser(adminToken, { role: "hotel" });
});

const tag = () => randomUUID().slice(0, 8);
const passport = () => `R2${randomInt(10_000_000, 99_999_999)}`;
const post = <T>(path: string, body: unknown) => callApi<T>(path, { method: "POST", token: adminToken, body });
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();
/** A toast fading out trips axe's contrast check: scan once it has gone. */
const toastGone = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: "detached" });

/** A group booked into every bed of three two-bed rooms (201–203) of a new hotel, a week from today, through the API. */
async function bookedGroup() {
  const id = tag();
  const hotel = await post<Hotel>(HOTELS.create.path, {
    name: `E2E Rooming ${id}`,
    address: "Makka, Ajyad ko‘chasi",
    email: `rooming-${id}@e2e.uz`,
    phone_number: "+966 12 571 8888",
    rating: 4,
  });
  const type = await post<RoomType>(ROOM_TYPES.create.path, { name: `Ikki kishilik ${id}` });
  const rooms = await post<Room[]>(ROOMS.create.path, { hotel: hotel.id, room_type: type.id, floor: 2, count: 3, capacity: 2, net_price: 100, profit: 20 });
  const group = await post<GuestGroup>(GUEST_GROUPS.create.path, { name: `Rooming guruhi ${id}`, count: 6 });
  const start = addDays(businessDateOf(new Date()), 7);
  await post<HotelOrder>(HOTEL_ORDERS.create.path, {
    hotel: hotel.id,
    rooms: rooms.map((room) => room.id),
    guest_group: group.id,
    check_in: `${formatWireDate(start)} 14:00`,
    check_out: `${formatWireDate(addDays(start, 5))} 12:00`,
    count_of_people: 6,
  });
  return { group, type };
}

async function manifest(rows: Array<[name: string, gender: string]>) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Manifest");
  sheet.addRow(["F.I.Sh", "Jinsi", "Tug'ilgan sana", "Pasport", "Pasport muddati", "Viza"]);
  for (const [name, gender] of rows) sheet.addRow([name, gender, "12.03.1970", passport(), "01.01.2036", "V123456"]);
  return {
    name: "manifest.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

describe("Rooming", () => {
  it("imports a manifest, rooms it by Avto, moves a pilgrim by keyboard and by dragging, exports and prints the rooming list", async () => {
    const { page } = session;
    const { group, type } = await bookedGroup();
    const room = (number: string) => page.getByRole("region", { name: `${number}-xona · ${type.name}` });
    const unassigned = (count: number) => page.getByRole("region", { name: `Joylashtirilmaganlar (${count})` });
    await loginThroughUi(page, hotelStaff.email, hotelStaff.password);
    await page.goto(`/groups/${group.id}`);
    await page.getByRole("heading", { name: group.name }).waitFor();

    await page.getByRole("button", { name: "Import" }).click();
    const importing = page.getByRole("dialog", { name: "Manifestni import qilish" });
    await importing.getByLabel("Fayl").setInputFiles(await manifest([["Aliyev Vali", "E"], ["Aliyev Sobir", "E"], ["Qodirova Nodira", "A"]]));
    await importing.getByText("3 ta qator xatosiz. Import qilishga tayyor.").waitFor();
    await importing.getByRole("button", { name: "Import qilish" }).click();
    await importing.waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "Xonalar" }).click();
    await unassigned(3).waitFor();
    await page.getByRole("button", { name: "Avto" }).click();
    await toast(page, "3 ta ziyoratchi xonalarga joylashtirildi");
    await unassigned(0).getByText("Hamma ziyoratchi xonaga joylashtirilgan.").waitFor();
    // The men share a room; the woman has one of her own; one room is left empty.
    const occupants = async (number: string) => (await room(number).innerText()).match(/Aliyev Vali|Aliyev Sobir|Qodirova Nodira/g) ?? [];
    const rooms = ["201", "202", "203"];
    const byRoom = await Promise.all(rooms.map(occupants));
    expect(byRoom.map((names) => names.length).sort()).toEqual([0, 1, 2]);
    expect(byRoom.find((names) => names.length === 2)?.sort()).toEqual(["Aliyev Sobir", "Aliyev Vali"]);
    const empty = rooms[byRoom.findIndex((names) => names.length === 0)];

    // The keyboard: the card's 'Ko‘chirish' button opens a menu of the rooms with free beds (only the empty one here).
    await page.getByRole("button", { name: "Ko‘chirish: Qodirova Nodira" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.getByRole("menuitem", { name: new RegExp(`^${empty}-xona`) }).waitFor();
    await page.keyboard.press("Enter");
    await toast(page, `Qodirova Nodira: ${empty}-xonaga ko‘chirildi`);
    await room(empty).getByText("Qodirova Nodira").waitFor();

    // Drag-and-drop: a man dragged onto the unassigned list leaves his room.
    await page.locator("li[draggable=true]", { hasText: "Aliyev Vali" }).dragTo(unassigned(0));
    await unassigned(1).getByText("Aliyev Vali").waitFor();
    await toast(page, "Aliyev Vali xonadan chiqarildi");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Rooming list" }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const cells: string[] = [];
    book.worksheets[0].eachRow((row) => cells.push(...(row.values as unknown[]).map(String)));
    expect(cells).toContain("Qodirova Nodira");
    expect(cells).toContain("Aliyev Sobir");

    await toastGone(page, "Aliyev Vali xonadan chiqarildi");
    await expectNoSeriousA11yViolations(page);

    // On paper a room is never split across sheets.
    await page.emulateMedia({ media: "print" });
    expect(await room(empty).evaluate((element) => getComputedStyle(element).breakInside)).toBe("avoid");
    expect(await page.getByRole("tablist").isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
  });

  it("books a new stay from the group's page on the same form, prefilled, and closes the group after asking", async () => {
    const { page } = session;
    const group = await post<GuestGroup>(GUEST_GROUPS.create.path, { name: `Yopiladigan guruh ${tag()}`, count: 12 });
    await loginThroughUi(page, hotelStaff.email, hotelStaff.password);
    await page.goto(`/groups/${group.id}?tab=stays`);
    await page.getByRole("heading", { name: group.name }).waitFor();

    await page.getByRole("link", { name: "Yangi bron" }).click();
    const form = page.getByRole("dialog", { name: "Yangi bron" });
    await form.waitFor();
    await expect.poll(() => form.getByLabel("Mehmonlar guruhi").inputValue()).toBe(group.id);
    await expect.poll(() => form.getByLabel("Odamlar soni").inputValue()).toBe("12");
    for (const meal of ["Nonushta", "Tushlik", "Kechki ovqat"]) await form.getByRole("checkbox", { name: meal }).waitFor();
    await form.getByRole("button", { name: "Bekor qilish" }).click();
    await page.getByRole("tab", { name: "Bronlar", selected: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/groups/${group.id}`);

    await page.getByRole("button", { name: "Guruhni yopish" }).click();
    const asking = page.getByRole("alertdialog", { name: "Guruhni yopasizmi?" });
    await asking.getByRole("button", { name: "Ha, yopish" }).click();
    await toast(page, "Guruh yopildi");
    await page.getByText(/^Yopilgan: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/).waitFor();
    expect(await page.getByRole("button", { name: "Guruhni yopish" }).count()).toBe(0);
  });
});
