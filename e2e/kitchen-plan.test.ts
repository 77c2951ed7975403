import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDateOf, formatIsoDate, formatWireDate } from "@app/contract/dates";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { HOTELS } from "@app/contract/endpoints/hotels";
import { DISH_SECTIONS, PRODUCT_SECTIONS, UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { KITCHEN_PLAN } from "@app/contract/endpoints/kitchen-plan";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { ROOM_TYPES, ROOMS } from "@app/contract/endpoints/rooms";
import { pathOf } from "@app/contract/endpoint";
import type { KitchenPlan } from "@app/contract/schemas/kitchen-plan";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let adminToken: string;
let chef: { email: string; password: string };

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  chef = await createUser(adminToken, { role: "chef" });
});

const send = <T>(method: string, path: string, body: unknown) => callApi<T>(path, { method, token: adminToken, body });
const post = <T>(path: string, body: unknown) => send<T>("POST", path, body);
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A day far from every other test's bookings, so the plan and its confirmation hold only this test's stay. */
const DAY = addDays(businessDateOf(new Date()), 200);

/**
 * A kitchen of one product: rice, 100 g in each of the 7 dishes of every menu, 10 kg in stock;
 * the menu cycle starting on the day; a group of 3 booked for lunch in a hotel over the day.
 */
async function seedKitchen(id: string) {
  const [kg, g] = [
    await post<{ id: string }>(UNITS.list.path, { name: `Kg ${id}`, abbreviation: "kg" }),
    await post<{ id: string }>(UNITS.list.path, { name: `Gramm ${id}`, abbreviation: "g" }),
  ];
  const section = await post<{ id: string }>(PRODUCT_SECTIONS.list.path, { name: `Don ${id}` });
  const rice = await post<{ id: string; name: string }>(PRODUCTS.list.path, {
    name: `Guruch ${id}`,
    section: section.id,
    measure: g.id,
    measure_warehouse: kg.id,
    difference_measures: 1000,
  });
  const batch = await post<{ id: string }>(STOCK_BATCHES.list.path, { product: rice.id, gross_price: 100, arrived_amount: 10 });
  const dishSection = await post<{ id: string }>(DISH_SECTIONS.list.path, { name: `Issiq ${id}` });
  const line = await post<{ id: string }>(INGREDIENTS.list.path, { product: rice.id, count: 100 });
  const dishes: string[] = [];
  for (let index = 1; index <= 7; index += 1) {
    dishes.push((await post<{ id: string }>(DISHES.list.path, { name: `Taom ${index} ${id}`, section: dishSection.id, profit: 1, recipes_id: [line.id] })).id);
  }
  const menuOf = (menu_type: string) => post<{ id: string }>(MENUS.list.path, { name: `Menyu ${menu_type} ${id}`, menu_type, profit: 1, foods_id: dishes });
  const ration = await post<{ id: string }>(RATIONS.list.path, {
    name: `Ratsion ${id}`,
    profit: 1,
    menu_breakfast: (await menuOf("breakfast")).id,
    menu_lunch: (await menuOf("lunch")).id,
    menu_dinner: (await menuOf("dinner")).id,
  });
  await send("PUT", KITCHEN_PLAN.replaceCycle.path, { start_date: formatWireDate(DAY), rations: [ration.id] });

  const agent = await post<{ id: string }>(COUNTERPARTIES.create.path, { name: `Agent ${id}`, address: "Makka", counter_agent_type: "B2B" });
  const group = await post<{ id: string }>(GUEST_GROUPS.create.path, { name: `Reja guruhi ${id}`, count: 3, counter_agent: agent.id });
  const hotel = await post<{ id: string; name: string }>(HOTELS.create.path, {
    name: `E2E Reja ${id}`,
    address: "Makka, Ajyad ko‘chasi",
    email: `plan-${id}@e2e.uz`,
    phone_number: "+966 14 818 1000",
    rating: 4,
  });
  const type = await post<{ id: string }>(ROOM_TYPES.create.path, { name: `E2E reja turi ${id}` });
  const [room] = await post<Array<{ id: string }>>(ROOMS.create.path, { hotel: hotel.id, room_type: type.id, floor: 1, count: 1, capacity: 4, net_price: 100, profit: 20 });
  await post(HOTEL_ORDERS.create.path, {
    hotel: hotel.id,
    rooms: [room.id],
    guest_group: group.id,
    check_in: `${formatWireDate(addDays(DAY, -1))} 14:00`,
    check_out: `${formatWireDate(addDays(DAY, 1))} 12:00`,
    count_of_people: 3,
    meals: ["lunch"],
  });
  return { rice, batch, hotel };
}

describe("the kitchen plan", () => {
  it("shows a day's eaters and what they take, confirms the day, and the stock goes down", async () => {
    const { page } = session;
    const id = randomUUID().slice(0, 8);
    const { rice, batch, hotel } = await seedKitchen(id);
    await loginThroughUi(page, chef.email, chef.password);

    await page.goto("/kitchen/plan");
    await page.getByLabel("Sana").fill(formatWireDate(DAY));
    // Lunch for 3 booked, eating as regular; 7 dishes of 100 g of rice each: 2.1 kg of the 10.
    const lunch = page.getByRole("table", { name: `Tushlik Menyu lunch ${id}` });
    await eventually(() => lunch.locator("tbody tr").allInnerTexts()).toEqual([expect.stringMatching(new RegExp(`${hotel.name}\\s+3\\s+0\\s+0\\s+0\\s+3`))]);
    const riceRow = page.getByRole("table", { name: "Mahsulotlar" }).locator("tbody tr").filter({ hasText: rice.name });
    await eventually(() => riceRow.innerText()).toMatch(/kg\s+2\.1\s+10\s+—/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Tasdiqlash" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Kun rejasini tasdiqlash" });
    await dialog.getByText(`${rice.name}: 2.1 kg`, { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Tasdiqlash" }).click();
    await page.getByText("Tasdiqlandi: 1 ta yangi buyurtma").first().waitFor();
    await page.getByText("Tasdiqlangan", { exact: true }).waitFor();

    // The day's order took the rice: 7.9 kg left on the batch, and the plan shows it.
    const left = await callApi<{ amount: number }>(pathOf(STOCK_BATCHES.get.path, { id: batch.id }), { token: adminToken });
    expect(left.amount).toBe(7.9);
    await eventually(() => riceRow.innerText()).toMatch(/kg\s+2\.1\s+7\.9\s+—/);
    const plan = await callApi<KitchenPlan>(`${KITCHEN_PLAN.plan.path}?date=${formatIsoDate(DAY)}`, { token: adminToken });
    expect(plan.confirmed).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(session.consoleErrors).toEqual([]);
  }, 180_000);
});
