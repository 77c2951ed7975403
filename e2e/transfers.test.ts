import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDateOf, formatIsoDate, formatWireDate } from "@app/contract/dates";
import { FLIGHTS } from "@app/contract/endpoints/flights";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { HOTELS } from "@app/contract/endpoints/hotels";
import { ROOM_TYPES, ROOMS } from "@app/contract/endpoints/rooms";
import { TRANSFERS, VEHICLES } from "@app/contract/endpoints/taxi";
import { DRIVERS, PLACES } from "@app/contract/endpoints/taxi-catalog";
import type { Page as ListPage } from "@app/contract/schemas/common";
import type { Driver } from "@app/contract/schemas/drivers";
import type { GuestGroup } from "@app/contract/schemas/guest-groups";
import type { Hotel } from "@app/contract/schemas/hotels";
import type { Room, RoomType } from "@app/contract/schemas/rooms";
import type { Transfer, Vehicle } from "@app/contract/schemas/taxi";
import type { Place } from "@app/contract/schemas/transport-places";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, fillDateTime, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let adminToken: string;
let planner: { email: string; password: string };

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  planner = await createUser(adminToken, { role: "admin" });
});

const post = <T>(path: string, body: unknown) => callApi<T>(path, { method: "POST", token: adminToken, body });
const get = <T>(path: string) => callApi<T>(path, { token: adminToken });
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const day = (offset: number) => addDays(businessDateOf(new Date()), offset);
const wire = (offset: number, time: string) => `${formatWireDate(day(offset))} ${time}`;

/** Two big vans with their drivers (only they can seat the whole group alone), and a group of 60 staying in Makkah. */
async function groupInMakkah() {
  const id = randomUUID().slice(0, 8);
  const vans = [];
  for (const [index, seats] of [60, 70].entries()) {
    const driver = await post<Driver>(DRIVERS.create.path, {
      full_name: `E2E Haydovchi ${index + 1} ${id}`,
      phone: `+96650${String(1_000_000 + Number.parseInt(id.slice(0, 5), 16) + index).slice(-7)}`,
      license_number: `E2E-${id}-${index}`,
      license_expiry: formatWireDate(day(400)),
    });
    vans.push(
      await post<Vehicle>(VEHICLES.create.path, {
        name: `E2E Avtobus ${index + 1} ${id}`,
        plate_number: `${index + 1}${id.slice(0, 3).toUpperCase()}`,
        driver: driver.id,
        address: "Makka, Aziziya",
        amount_of_people: seats,
      }),
    );
  }
  const group = await post<GuestGroup>(GUEST_GROUPS.create.path, {
    name: `E2E Transfer guruhi ${id}`,
    count: 60,
    leader_name: "Karimov Anvar",
    leader_phone: "+998901234567",
  });
  const hotel = await post<Hotel>(HOTELS.create.path, {
    name: `E2E Makka mehmonxonasi ${id}`,
    address: "Makka, Ibrohim Xalil ko‘chasi",
    email: `transfers-${id}@e2e.uz`,
    phone_number: "+966 12 571 7777",
    rating: 5,
    city: "Makkah",
  });
  const type = await post<RoomType>(ROOM_TYPES.create.path, { name: `E2E transfer turi ${id}` });
  const rooms = await post<Room[]>(ROOMS.create.path, { hotel: hotel.id, room_type: type.id, floor: 2, count: 10, capacity: 6, net_price: 100, profit: 20 });
  await post(HOTEL_ORDERS.create.path, {
    hotel: hotel.id,
    guest_group: group.id,
    rooms: rooms.map((room) => room.id),
    check_in: wire(3, "14:00"),
    check_out: wire(5, "12:00"),
    count_of_people: 60,
  });
  return { group, vans, flightNumber: `HY${id.slice(0, 4).toUpperCase()}` };
}

async function jeddah() {
  const airports = await get<ListPage<Place>>(`${PLACES.list.path}?kind=airport`);
  return airports.results.find((place) => place.city === "Jeddah")!;
}

/** The group's flights: in at Jeddah on day 3 at 08:00 (unless `arrival` is false), out on day 5 at 20:00. */
async function flightsOf(group: GuestGroup, number: string, { arrival = true } = {}) {
  const flight = { number, airline: "Uzbekistan Airways", airport: (await jeddah()).id, groups: [group.id] };
  if (arrival) await post(FLIGHTS.create.path, { ...flight, direction: "arrival", scheduled_at: wire(3, "08:00") });
  await post(FLIGHTS.create.path, { ...flight, number: `${number}R`, direction: "departure", scheduled_at: wire(5, "20:00") });
}

const tripsOf = async (group: string) => (await get<ListPage<Transfer>>(`${TRANSFERS.list.path}?group=${group}`)).results;

describe("transfers from plan to print", () => {
  it("plans a group from its page (dry run, then save), moves a trip on the board by keyboard, prints and exports the drivers' sheet", async () => {
    const { page } = session;
    const { group, vans, flightNumber } = await groupInMakkah();
    await flightsOf(group, flightNumber);
    const arrivalDay = formatIsoDate(day(3));
    await loginThroughUi(page, planner.email, planner.password);

    // The group's Transferlar tab: the flights, a dry run that books nothing, then the save.
    await page.goto(`/groups/${group.id}?tab=transfers`);
    await page.getByText(flightNumber, { exact: true }).first().waitFor();
    await page.getByRole("button", { name: "Rejalash" }).click();
    const preview = page.getByRole("region", { name: "Reja (hali saqlanmagan)" });
    await preview.getByText("2 ta transfer rejalandi", { exact: true }).waitFor();
    expect(await preview.locator("tbody tr").count()).toBe(2);
    expect(await preview.locator("tbody tr").first().innerText()).toContain(`${formatWireDate(day(3))} 09:00`);
    expect(await tripsOf(group.id)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await preview.getByRole("button", { name: "Rejani saqlash" }).click();
    await page.getByText("2 ta transfer saqlandi", { exact: true }).first().waitFor();
    await preview.waitFor({ state: "detached" });
    await eventually(async () => (await tripsOf(group.id)).length).toBe(2);
    await eventually(() => page.getByRole("table", { name: "Guruh transferlari" }).locator("tbody tr").count()).toBe(2);
    const arrival = (await tripsOf(group.id)).find((trip) => trip.perform_date.endsWith("09:00"))!;
    expect(vans.map((van) => van.id)).toContain(arrival.transport);
    expect(arrival).toMatchObject({ passenger_count: 60, flight_number: flightNumber, status: "created" });

    // The Dispetcher board of the arrival day shows the trip on its van; moved by keyboard to the other van.
    const [from, to] = vans[0].id === arrival.transport ? vans : [vans[1], vans[0]];
    const rowName = (van: Vehicle) => `${van.name} · ${van.plate_number}`;
    await page.goto(`/taxi?tab=day&date=${arrivalDay}`);
    const board = page.getByRole("region", { name: "Kunlik reja" });
    const block = board.getByRole("listitem", { name: rowName(from) }).getByRole("button", { name: new RegExp(`^09:00 ${group.name}`) });
    await block.waitFor();
    expect(await block.innerText()).toContain("60 yo‘lovchi");
    await expectNoSeriousA11yViolations(page);
    await block.focus();
    await page.keyboard.press("Enter");
    const moving = page.getByRole("dialog", { name: "Transferni ko‘chirish" });
    await moving.getByRole("button", { name: rowName(to) }).focus();
    await page.keyboard.press("Enter");
    await moving.waitFor({ state: "detached" });
    await board.getByRole("listitem", { name: rowName(to) }).getByRole("button", { name: new RegExp(`^09:00 ${group.name}`) }).waitFor();
    await eventually(async () => (await tripsOf(group.id)).find((trip) => trip.id === arrival.id)?.transport).toBe(to.id);

    // The drivers' sheet of that day: on screen, then as printed, then as a workbook.
    await page.goto(`/taxi?tab=sheet&date=${arrivalDay}`);
    const sheetRow = page.getByRole("row").filter({ hasText: group.name });
    await sheetRow.waitFor();
    expect(await sheetRow.innerText()).toContain(flightNumber);
    await expectNoSeriousA11yViolations(page);
    const title = page.getByRole("heading", { name: `Haydovchilar varaqasi · ${formatWireDate(day(3))}` });
    const dayField = page.getByLabel("Kun", { exact: true });
    expect(await title.isVisible()).toBe(false);
    await page.emulateMedia({ media: "print" });
    expect(await title.isVisible()).toBe(true);
    expect(await dayField.isVisible()).toBe(false);
    expect(await page.getByRole("navigation").first().isVisible()).toBe(false);
    expect(await sheetRow.isVisible()).toBe(true);
    await page.emulateMedia({ media: "screen" });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Excel yuklab olish: Haydovchi varaqasi" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`haydovchi-varaqasi_${formatWireDate(day(3)).replaceAll(".", "-")}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const cells = book.worksheets.flatMap((sheet) => sheet.getSheetValues().flat().map(String));
    expect(cells).toEqual(expect.arrayContaining([group.name, flightNumber]));

    // Reyslar links the groups on board for whoever may open the group's page.
    await page.goto(`/flights?search=${flightNumber}R`);
    const link = page.getByRole("row").filter({ hasText: `${flightNumber}R` }).getByRole("link", { name: group.name });
    expect(await link.getAttribute("href")).toBe(`/groups/${group.id}`);
    expect(session.consoleErrors).toEqual([]);
  });

  it("lets the dispatcher add a flight on Reyslar with its group, plan the group from the Taxi page, and delete the flight", async () => {
    const { page } = session;
    const { group, flightNumber } = await groupInMakkah();
    await flightsOf(group, flightNumber, { arrival: false });
    const dispatcher = await createUser(adminToken, { role: "transportation" });
    await loginThroughUi(page, dispatcher.email, dispatcher.password);

    await page.getByRole("link", { name: "Reyslar" }).click();
    await page.getByRole("heading", { name: "Reyslar" }).waitFor();
    await page.getByRole("button", { name: "Yangi reys" }).click();
    const sheet = page.getByRole("dialog", { name: "Yangi reys" });
    await sheet.getByLabel("Reys raqami").fill(flightNumber);
    await sheet.getByLabel("Aviakompaniya").fill("Uzbekistan Airways");
    await sheet.getByLabel("Aeroport").selectOption({ label: (await jeddah()).name });
    await fillDateTime(sheet, "Reys vaqti", wire(3, "08:00"));
    const groups = sheet.getByRole("combobox", { name: "Guruhlar" });
    await groups.fill(group.name);
    await page.getByRole("option", { name: new RegExp(group.name) }).waitFor();
    await groups.press("Enter");
    await sheet.getByRole("button", { name: `Olib tashlash: ${group.name}` }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await page.getByText("Reys qo‘shildi", { exact: true }).first().waitFor();
    await sheet.waitFor({ state: "detached" });

    // The arrivals of day 3: the new flight with its group, named but not linked for a role without the Guruhlar page.
    await page.getByLabel("Kun", { exact: true }).fill(formatWireDate(day(3)));
    await page.getByLabel("Yo‘nalish", { exact: true }).selectOption("arrival");
    await page.getByRole("searchbox", { name: "Qidirish" }).fill(flightNumber);
    const row = page.getByRole("row").filter({ hasText: flightNumber });
    await eventually(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(group.name);
    expect(await row.innerText()).toContain(`${formatWireDate(day(3))} 08:00`);
    expect(await row.getByRole("link").count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await row.getByRole("button", { name: `Tahrirlash: ${flightNumber} ${wire(3, "08:00")}` }).click();
    const edit = page.getByRole("dialog", { name: "Reysni tahrirlash" });
    expect(await edit.getByLabel("Aeroport").inputValue()).toBe((await jeddah()).id);
    await edit.getByRole("button", { name: `Olib tashlash: ${group.name}` }).waitFor();
    await page.keyboard.press("Escape");
    await edit.waitFor({ state: "detached" });

    // Taksi › Guruh bo‘yicha reja: the same dry run and save as on the group's page.
    await page.goto("/taxi?tab=day");
    await page.getByRole("button", { name: "Guruh bo‘yicha reja" }).click();
    const planSheet = page.getByRole("dialog", { name: "Guruh bo‘yicha reja" });
    const pick = planSheet.getByRole("combobox", { name: "Guruh" });
    await pick.fill(group.name);
    await page.getByRole("option", { name: new RegExp(group.name) }).waitFor();
    await pick.press("Enter");
    await planSheet.getByRole("button", { name: "Rejalash" }).click();
    const preview = planSheet.getByRole("region", { name: "Reja (hali saqlanmagan)" });
    await preview.getByText("2 ta transfer rejalandi", { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await tripsOf(group.id)).toEqual([]);
    await preview.getByRole("button", { name: "Rejani saqlash" }).click();
    await page.getByText("2 ta transfer saqlandi", { exact: true }).first().waitFor();
    await eventually(async () => (await tripsOf(group.id)).map((trip) => trip.flight_number).sort()).toEqual([flightNumber, `${flightNumber}R`]);
    await page.keyboard.press("Escape");
    await planSheet.waitFor({ state: "detached" });

    await page.goto(`/flights?search=${flightNumber}`);
    await page.getByRole("button", { name: `O‘chirish: ${flightNumber} ${formatWireDate(day(3))} 08:00` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ha, o'chirish" }).click();
    await page.getByText("Reys o‘chirildi", { exact: true }).first().waitFor();
    await eventually(() => page.getByRole("row").filter({ hasText: wire(3, "08:00") }).count()).toBe(0);
    expect(await page.getByRole("row").filter({ hasText: `${flightNumber}R` }).count()).toBe(1);
    expect(session.consoleErrors).toEqual([]);
  });
});
