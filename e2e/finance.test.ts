import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { DISH_SECTIONS, PRODUCT_SECTIONS, UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import type { Counterparty } from "@app/contract/schemas/counterparties";
import type { Dish, Ingredient } from "@app/contract/schemas/kitchen-dishes";
import type { FoodOrder } from "@app/contract/schemas/kitchen-food-orders";
import type { Product } from "@app/contract/schemas/kitchen-products";
import type { CatalogItem } from "@app/contract/schemas/kitchen-sections";
import type { Unit } from "@app/contract/schemas/kitchen-units";
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

/** An agent with one food order of a dish, made through the API. */
async function agentWithOrder(): Promise<{ agent: Counterparty; order: FoodOrder }> {
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
  return { agent, order };
}

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  ceo = await createUser(adminToken, { role: "ceo" });
});

describe("Moliya", () => {
  it("bills an order, issues the invoice, allocates a payment to it and shows the agent settled, in Balanslar and on its Balans tab", async () => {
    const { page } = session;
    const { agent, order } = await agentWithOrder();
    const total = order.total_price.toFixed(2);
    await loginThroughUi(page, ceo.email, ceo.password);

    await page.goto("/finance/invoices");
    await page.getByRole("heading", { name: "Hisob-fakturalar" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Buyurtmalardan" }).click();
    const dialog = page.getByRole("dialog", { name: "Buyurtmalardan hisob-faktura" });
    await pick(page, dialog.getByRole("combobox", { name: "Kontragent" }), agent.name);
    await dialog.getByRole("checkbox", { name: new RegExp(`№${order.food_order_id}`) }).check();
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
    await share.fill((order.total_price / 2).toFixed(2));
    await eventually(() => sheet.getByRole("status").innerText()).toContain(`Kreditda qoladi: ${(order.total_price / 2).toFixed(2)} SAR`);
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

    // A group the agent sent shows the agent's ledger on its own Balans tab.
    const group = await post<{ id: string }>(GUEST_GROUPS.create.path, { name: `Zamzam guruhi ${agent.name}`, count: 12, counter_agent: agent.id });
    await page.goto(`/groups/${group.id}?tab=balance`);
    await eventually(() => page.locator("tbody tr").allInnerTexts()).toHaveLength(4);
    expect((await page.locator("tbody tr").allInnerTexts())[1]).toContain(number);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/finance/invoices?search=${encodeURIComponent(number)}`);
    await eventually(() => page.locator("tbody tr").first().innerText()).toContain("To‘langan");
  });
});
