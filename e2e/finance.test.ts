import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDateOf, formatWireDate } from "@app/contract/dates";
import { dec } from "@app/contract/decimal";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { HOTELS } from "@app/contract/endpoints/hotels";
import { DISH_SECTIONS, PRODUCT_SECTIONS, UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { ROOM_TYPES, ROOMS } from "@app/contract/endpoints/rooms";
import type { Counterparty } from "@app/contract/schemas/counterparties";
import type { GuestGroup } from "@app/contract/schemas/guest-groups";
import type { HotelOrder } from "@app/contract/schemas/hotel-orders";
import type { Hotel } from "@app/contract/schemas/hotels";
import type { Dish, Ingredient } from "@app/contract/schemas/kitchen-dishes";
import type { FoodOrder } from "@app/contract/schemas/kitchen-food-orders";
import type { Product } from "@app/contract/schemas/kitchen-products";
import type { CatalogItem } from "@app/contract/schemas/kitchen-sections";
import type { Unit } from "@app/contract/schemas/kitchen-units";
import type { Room, RoomType } from "@app/contract/schemas/rooms";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let adminToken: string;
let ceo: { email: string; password: string };

const post = <T>(path: string, body: unknown) => callApi<T>(path, { method: "POST", token: adminToken, body });
const eventually = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 15_000 });
const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();
const toastGone = (page: Page, text: string) => page.getByText(text).first().waitFor({ state: "detached" });

async function pick(page: Page, combobox: Locator, text: string) {
  await combobox.click();
  await combobox.fill(text);
  await page.getByRole("option", { name: new RegExp(text) }).first().click();
}

/** An agent with one food order of a dish, and a group of its with a two-night stay a week from today, made through the API. */
async function agentWithOrders(): Promise<{ agent: Counterparty; order: FoodOrder; group: GuestGroup; stay: HotelOrder }> {
  const id = randomUUID().slice(0, 8);
  const grams = await post<Unit>(UNITS.list.path, { name: `Gramm ${id}`, abbreviation: "g" });
  const kilograms = await post<Unit>(UNITS.list.path, { name: `Kilogramm ${id}`, abbreviation: "kg" });
  const productSection = await post<CatalogItem>(PRODUCT_SECTIONS.list.path, { name: `Bakaleya ${id}` });
  const rice = await post<Product>(PRODUCTS.list.path, {
    name: `Guruch ${id}`,
    section: productSection.id,
    measure: grams.id,
    measure_warehouse: kilograms.id,
    difference_measures: 1000,
  });
  await post(STOCK_BATCHES.list.path, { product: rice.id, gross_price: 20, arrived_amount: 5 });
  const section = await post<CatalogItem>(DISH_SECTIONS.list.path, { name: `Asosiy ${id}` });
  const ingredient = await post<Ingredient>(INGREDIENTS.list.path, { product: rice.id, count: 250 });
  const dish = await post<Dish>(DISHES.list.path, { name: `Palov ${id}`, section: section.id, profit: 5, recipes_id: [ingredient.id] });
  const agent = await post<Counterparty>(COUNTERPARTIES.list.path, { name: `Zamzam Travel ${id}`, address: "Makka, Ajyad ko‘chasi", counter_agent_type: "B2B" });
  const order = await post<FoodOrder>(FOOD_ORDERS.list.path, { food: dish.id, product_count: 2, counter_agent: agent.id });
  const hotel = await post<Hotel>(HOTELS.create.path, {
    name: `E2E Moliya ${id}`,
    address: "Makka, Ajyad ko‘chasi",
    email: `finance-${id}@e2e.uz`,
    phone_number: "+966 12 571 8888",
    rating: 4,
  });
  const type = await post<RoomType>(ROOM_TYPES.create.path, { name: `Ikki kishilik ${id}` });
  const [room] = await post<Room[]>(ROOMS.create.path, { hotel: hotel.id, room_type: type.id, floor: 1, count: 1, capacity: 2, net_price: 100, profit: 20 });
  const group = await post<GuestGroup>(GUEST_GROUPS.create.path, { name: `Zamzam guruhi ${id}`, count: 2, counter_agent: agent.id });
  const start = addDays(businessDateOf(new Date()), 7);
  const stay = await post<HotelOrder>(HOTEL_ORDERS.create.path, {
    hotel: hotel.id,
    rooms: [room.id],
    guest_group: group.id,
    check_in: `${formatWireDate(start)} 14:00`,
    check_out: `${formatWireDate(addDays(start, 2))} 12:00`,
    count_of_people: 2,
  });
  return { agent, order, group, stay };
}

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  ceo = await createUser(adminToken, { role: "ceo" });
});

describe("Moliya", () => {
  it("bills a stay and a food order, issues the invoice, allocates a payment to it and shows the agent settled, in Balanslar and on its Balans tab", async () => {
    const { page } = session;
    const { agent, order, group, stay } = await agentWithOrders();
    const total = dec(order.total_price).plus(stay.general_cost).toFixed(2);
    const half = dec(total).dividedBy(2).toFixed(2);
    await loginThroughUi(page, ceo.email, ceo.password);

    await page.goto("/finance/invoices");
    await page.getByRole("heading", { name: "Hisob-fakturalar" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Buyurtmalardan" }).click();
    const dialog = page.getByRole("dialog", { name: "Buyurtmalardan hisob-faktura" });
    await pick(page, dialog.getByRole("combobox", { name: "Kontragent" }), agent.name);
    await dialog.getByRole("checkbox", { name: `Mehmonxona buyurtmasi №${stay.order_id}` }).check();
    await dialog.getByRole("checkbox", { name: `Ovqat buyurtmasi №${order.food_order_id}` }).check();
    // The stay, a week ahead, is the newest: it heads the list with its check-in day.
    expect(await dialog.locator("tbody tr").first().innerText()).toContain(stay.check_in.slice(0, 10));
    expect(await dialog.getByRole("checkbox", { name: "Hammasini tanlash" }).isChecked()).toBe(true);
    await eventually(() => dialog.getByRole("status").innerText()).toBe(`Tanlangan: 2 ta, ${total} SAR`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, "Qoralama yaratildi");
    await page.waitForURL(/\/finance\/invoices\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Qoralama", exact: true }).waitFor();
    await eventually(() => page.locator("article").innerText()).toContain(agent.name);
    await toastGone(page, "Qoralama yaratildi");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Chiqarish" }).click();
    await toast(page, "Hisob-faktura chiqarildi");
    const heading = page.getByRole("heading", { level: 1 });
    await eventually(() => heading.innerText()).toMatch(/^INV-\d{4}-\d{6}$/);
    const number = await heading.innerText();
    expect(await page.getByRole("button", { name: "Bekor qilish" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Tahrirlash" }).count()).toBe(0);

    await page.goto("/finance/payments");
    await page.getByRole("button", { name: "To‘lovni kiritish" }).click();
    const sheet = page.getByRole("dialog", { name: "To‘lovni kiritish" });
    await pick(page, sheet.getByRole("combobox", { name: "Kontragent" }), agent.name);
    await sheet.getByLabel("Summa", { exact: true }).fill(total);
    const share = sheet.getByRole("textbox", { name: `${number} ga taqsimlash` });
    await share.fill(half);
    await eventually(() => sheet.getByRole("status").innerText()).toContain(`Kreditda qoladi: ${dec(total).minus(half).toFixed(2)} SAR`);
    await share.fill(total);
    await eventually(() => sheet.getByRole("status").innerText()).toBe("Kreditda qoladi: 0.00 SAR");
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, "To‘lov kiritildi");
    await eventually(() => page.locator("tbody tr").first().innerText()).toContain(agent.name);

    await page.goto(`/finance/balances?search=${encodeURIComponent(agent.name)}`);
    const row = page.locator("tbody tr").filter({ hasText: agent.name });
    await row.waitFor();
    const cells = await row.locator("td").allInnerTexts();
    // №, agent, invoiced, paid, credit, balance, limit, four overdue buckets.
    expect(cells.slice(1, 7)).toEqual([agent.name, `${total} SAR`, `${total} SAR`, "0.00 SAR", "0.00 SAR", "—"]);
    await toastGone(page, "To‘lov kiritildi");
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/counterparties?tab=balance&agent=${agent.id}`);
    // Opened from a link, the picker names the agent the address holds.
    await eventually(() => page.getByRole("combobox", { name: "Kontragent" }).inputValue()).toBe(agent.name);
    const statement = page.locator("tbody tr");
    await eventually(() => statement.allInnerTexts()).toHaveLength(4);
    const lines = await statement.allInnerTexts();
    expect(lines[1]).toContain(number);
    expect(lines[1]).toContain("Hisob-faktura");
    expect(lines[2]).toContain("To‘lov");
    expect(lines[3]).toMatch(/Yakuniy qoldiq\s+0\.00 SAR/);
    await expectNoSeriousA11yViolations(page);

    // The group the agent sent shows the agent's ledger on its own Balans tab.
    await page.goto(`/groups/${group.id}?tab=balance`);
    await eventually(() => page.locator("tbody tr").allInnerTexts()).toHaveLength(4);
    expect((await page.locator("tbody tr").allInnerTexts())[1]).toContain(number);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/finance/invoices?search=${encodeURIComponent(number)}`);
    await eventually(() => page.locator("tbody tr").first().innerText()).toContain("To‘langan");
  });
});
