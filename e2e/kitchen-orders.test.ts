import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDateOf, formatIsoDate } from "@app/contract/dates";
import { pathOf } from "@app/contract/endpoint";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import { API_BASE } from "@app/contract/routes";
import { DISH_SECTIONS, PRODUCT_SECTIONS, UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import type { Page as ListPage } from "@app/contract/schemas/common";
import type { Counterparty } from "@app/contract/schemas/counterparties";
import type { Dish, Ingredient } from "@app/contract/schemas/kitchen-dishes";
import type { FoodOrder } from "@app/contract/schemas/kitchen-food-orders";
import type { Menu, MenuType } from "@app/contract/schemas/kitchen-menus";
import type { Product } from "@app/contract/schemas/kitchen-products";
import type { CatalogItem } from "@app/contract/schemas/kitchen-sections";
import type { Unit } from "@app/contract/schemas/kitchen-units";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let adminToken: string;
let catering: { email: string; password: string };

/** Two products with stock, a dish section and an active counterparty, made through the API. */
type Kitchen = { rice: Product; oil: Product; section: CatalogItem; counterparty: Counterparty; tag: string };
let kitchen: Kitchen;

const tag = () => randomUUID().slice(0, 8);
const post = <T>(path: string, body: unknown) => callApi<T>(path, { method: "POST", token: adminToken, body });
const read = <T>(path: string) => callApi<T>(path, { token: adminToken });

const eventually = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 15_000 });
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();
/** A toast fading out trips axe's contrast check: scan once it has gone. */
const toastGone = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: "detached" });
const row = (page: Page, text: string) => page.locator("tbody tr").filter({ hasText: text });
const stockOf = async (product: Product) => (await read<Product>(pathOf(PRODUCTS.get.path, { id: product.id }))).stock;

async function setUpKitchen(): Promise<Kitchen> {
  const id = tag();
  const unit = (name: string, abbreviation: string) => post<Unit>(UNITS.list.path, { name: `${name} ${id}`, abbreviation });
  const [grams, kilograms, millilitres, litres] = [
    await unit("Gramm", "g"),
    await unit("Kilogramm", "kg"),
    await unit("Millilitr", "ml"),
    await unit("Litr", "L"),
  ];
  const productSection = await post<CatalogItem>(PRODUCT_SECTIONS.list.path, { name: `Bakaleya ${id}` });
  const product = (name: string, recipeUnit: Unit, stockUnit: Unit) =>
    post<Product>(PRODUCTS.list.path, {
      name: `${name} ${id}`,
      section: productSection.id,
      measure: recipeUnit.id,
      measure_warehouse: stockUnit.id,
      difference_measures: 1000,
    });
  const rice = await product("Guruch", grams, kilograms);
  const oil = await product("Yog‘", millilitres, litres);
  // 50 000 for 2 kg: 25 per gram; 20 000 for 1 L: 20 per millilitre.
  await post(STOCK_BATCHES.list.path, { product: rice.id, gross_price: 50000, arrived_amount: 2 });
  await post(STOCK_BATCHES.list.path, { product: oil.id, gross_price: 20000, arrived_amount: 1 });
  const section = await post<CatalogItem>(DISH_SECTIONS.list.path, { name: `Asosiy taomlar ${id}` });
  const counterparty = await post<Counterparty>(COUNTERPARTIES.list.path, {
    name: `Al-Haram Travel ${id}`,
    address: "Makka, Ajyad ko‘chasi",
    counter_agent_type: "B2B",
  });
  return { rice, oil, section, counterparty, tag: id };
}

/** A dish of 250 g rice and 20 ml oil: 6 250 + 400 = 6 650 per portion, 10 000 with the markup. */
async function dishThroughApi(name: string): Promise<Dish> {
  const rice = await post<Ingredient>(INGREDIENTS.list.path, { product: kitchen.rice.id, count: 250 });
  const oil = await post<Ingredient>(INGREDIENTS.list.path, { product: kitchen.oil.id, count: 20 });
  return post<Dish>(DISHES.list.path, { name, section: kitchen.section.id, profit: 3350, recipes_id: [rice.id, oil.id] });
}

async function pick(page: Page, combobox: Locator, text: string) {
  await combobox.click();
  await combobox.fill(text);
  await page.getByRole("option", { name: new RegExp(text) }).first().click();
}

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  catering = await createUser(adminToken, { role: "catering" });
  kitchen = await setUpKitchen();
});

describe("dishes", () => {
  it("builds a dish from ingredients, estimating its cost live, and shows the server's cost once saved", async () => {
    const { page } = session;
    const name = `Palov ${tag()}`;
    await loginThroughUi(page, catering.email, catering.password);
    await page.goto("/kitchen/foods");
    await page.getByRole("heading", { name: "Taomlar" }).waitFor();

    await page.getByRole("button", { name: "Yangi taom" }).click();
    const sheet = page.getByRole("dialog", { name: "Yangi taom" });
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await sheet.getByText("Kamida bitta ingredient qo‘shing").waitFor();

    await sheet.getByLabel("Nomi").fill(name);
    await sheet.getByLabel("Taom bo‘limi").selectOption({ label: kitchen.section.name });
    await sheet.getByRole("button", { name: "Ingredient qo‘shish" }).click();
    await pick(page, sheet.getByRole("combobox", { name: "1-ingredient mahsuloti" }), kitchen.rice.name);
    await sheet.getByLabel("1-ingredient miqdori").fill("250");
    await sheet.getByText("Omborda: 2 kg").waitFor();
    await sheet.getByText("6 250.00 SAR", { exact: true }).first().waitFor();

    await sheet.getByRole("button", { name: "Ingredient qo‘shish" }).click();
    await pick(page, sheet.getByRole("combobox", { name: "2-ingredient mahsuloti" }), kitchen.oil.name);
    await sheet.getByLabel("2-ingredient miqdori").fill("20");
    await sheet.getByLabel("Foyda (bir porsiya)").fill("3350");
    const estimate = sheet.getByRole("region", { name: "Bir porsiya narxi" });
    await eventually(() => estimate.innerText()).toContain("6 650.00");
    expect(await estimate.innerText()).toContain("10 000.00");
    await expectNoSeriousA11yViolations(page);

    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, "Taom qo‘shildi");
    const details = page.getByRole("dialog", { name });
    await details.waitFor();
    const detailsText = await details.innerText();
    // 2 000 g of rice ÷ 250 g a portion: 8 portions (the oil would make 50).
    for (const text of ["6 650.00", "3 350.00", "10 000.00", "8 porsiyaga yetadi", kitchen.rice.name, "250 g", "400.00"]) {
      expect(detailsText).toContain(text);
    }
    await page.keyboard.press("Escape");
    await details.waitFor({ state: "detached" });

    await page.getByRole("searchbox", { name: "Qidirish" }).fill(name);
    await eventually(() => page.locator("tbody tr").count()).toBe(1);
    expect(await row(page, name).innerText()).toMatch(/10 000\.00[\s\S]*8 porsiyaga yetadi/);
    await toastGone(page, "Taom qo‘shildi");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: `Tahrirlash: ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Taomni tahrirlash" });
    await edit.getByLabel("1-ingredient miqdori").fill("500");
    // 500 g × 25 + 400 = 12 900, and 16 250 with the markup.
    await eventually(() => edit.getByRole("region", { name: "Bir porsiya narxi" }).innerText()).toContain("16 250.00");
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, "Taom yangilandi");
    await eventually(() => page.getByRole("dialog", { name }).innerText()).toContain("12 900.00");
    const [saved] = (await read<ListPage<Dish>>(`${DISHES.list.path}?search=${encodeURIComponent(name)}`)).results;
    expect(saved.recipe_foods.map((line) => line.count).sort((a, b) => a - b)).toEqual([20, 500]);
    expect(session.consoleErrors).toEqual([]);
  });
});

describe("food orders", () => {
  it("orders a dish, takes its stock, refuses what the stock cannot cover, and gives the stock back on cancel", async () => {
    const { page } = session;
    const dish = await dishThroughApi(`Sho‘rva ${tag()}`);
    const riceBefore = await stockOf(kitchen.rice);
    await loginThroughUi(page, catering.email, catering.password);
    await page.goto("/orders/active?tab=foods");
    await page.getByRole("button", { name: "Yangi ovqat buyurtmasi" }).click();
    const sheet = page.getByRole("dialog", { name: "Yangi ovqat buyurtmasi" });
    await pick(page, sheet.getByRole("combobox", { name: "Kontragent" }), kitchen.counterparty.name);
    await pick(page, sheet.getByRole("combobox", { name: "Mahsulot", exact: true }), dish.name);
    await sheet.getByLabel("Porsiya soni").fill("100");
    const summary = sheet.getByRole("region", { name: "Buyurtma narxi" });
    await eventually(() => summary.innerText()).toContain("1 000 000.00");
    expect(await summary.innerText()).toContain("Bir porsiya uchun omborda yetarli");

    await sheet.getByRole("button", { name: "Saqlash" }).click();
    const refused = sheet.getByRole("region", { name: "100 porsiya uchun omborda yetishmaydi" });
    await refused.waitFor();
    // 100 × 250 g = 25 000 g wanted, 2 000 g in stock.
    expect(await refused.innerText()).toContain(kitchen.rice.name);
    expect(await refused.innerText()).toContain("23 000 g");
    await expectNoSeriousA11yViolations(page);
    expect(await stockOf(kitchen.rice)).toBe(riceBefore);

    await sheet.getByLabel("Porsiya soni").fill("2");
    await eventually(() => summary.innerText()).toContain("20 000.00");
    expect(await refused.count()).toBe(0);
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, /^Buyurtma qabul qilindi: \d{8}$/);
    await sheet.waitFor({ state: "detached" });
    await eventually(() => stockOf(kitchen.rice)).toBe(riceBefore - 0.5);

    const [order] = (await read<ListPage<FoodOrder>>(`${FOOD_ORDERS.list.path}?search=${encodeURIComponent(dish.name)}`)).results;
    await page.getByRole("searchbox", { name: "Qidirish" }).fill(order.food_order_id);
    await eventually(() => page.locator("tbody tr").count()).toBe(1);
    expect(await row(page, order.food_order_id).innerText()).toContain("20 000.00");
    await toastGone(page, /^Buyurtma qabul qilindi/);
    await expectNoSeriousA11yViolations(page);

    // A dish is for the day it was placed: today's range keeps it, yesterday's does not.
    const today = formatIsoDate(businessDateOf(new Date()));
    const yesterday = formatIsoDate(addDays(businessDateOf(new Date()), -1));
    await page.getByLabel("Sanadan").fill(today);
    await page.waitForURL((url) => url.searchParams.get("date_from") === today);
    await row(page, order.food_order_id).waitFor();
    await page.getByLabel("Saralash").selectOption({ label: "Summa: kattasi oldin" });
    await page.waitForURL((url) => url.searchParams.get("ordering") === "-total_price");
    await row(page, order.food_order_id).waitFor();
    await page.getByLabel("Sanadan").fill(yesterday);
    await page.getByLabel("Sanagacha").fill(yesterday);
    await page.waitForURL((url) => url.searchParams.get("date_to") === yesterday);
    await eventually(() => row(page, order.food_order_id).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("search")).toBe(order.food_order_id);

    // The server's clock cannot move under the browser suite (the API tests move it): the list
    // is answered as it will be once the order's day has passed, to see its badge.
    const listed = (url: URL) => url.pathname === `${API_BASE}${FOOD_ORDERS.list.path}`;
    await page.route(listed, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as ListPage<FoodOrder>;
      const results = body.results.map((found) => (found.id === order.id ? { ...found, overdue: true } : found));
      await route.fulfill({ response: answer, json: { ...body, results } });
    });
    await page.goto(`/orders/active?tab=foods&search=${order.food_order_id}`);
    await row(page, order.food_order_id).getByText("Muddati o‘tgan", { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.unroute(listed);

    await page.getByRole("link", { name: `Buyurtmani ochish: ${order.food_order_id}` }).click();
    await page.waitForURL(`**/orders/active/foods/${order.id}`);
    await page.getByRole("heading", { name: `Taom buyurtmasi ${order.food_order_id}` }).waitFor();
    const pageText = await page.locator("main").innerText();
    for (const text of [dish.name, kitchen.counterparty.name, "Kutilmoqda", "10 000.00", "20 000.00"]) expect(pageText).toContain(text);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Bekor qilish" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Buyurtmani bekor qilasizmi?" });
    await confirm.getByRole("button", { name: "Ha, bekor qilish" }).click();
    await toast(page, "Buyurtma bekor qilindi, mahsulotlar omborga qaytarildi");
    await page.getByText("Bekor qilindi", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Bekor qilish" }).count()).toBe(0);
    await eventually(() => stockOf(kitchen.rice)).toBe(riceBefore);

    await page.getByRole("link", { name: "Ovqat buyurtmalari ro‘yxati" }).click();
    await page.waitForURL((url) => url.pathname === "/orders/active" && url.searchParams.get("tab") === "foods");
    await page.goto(`/orders/completed?tab=foods&search=${order.food_order_id}`);
    await eventually(() => row(page, order.food_order_id).innerText()).toContain("Bekor qilindi");
    // The browser logs the refused order's 400 itself; nothing else may fail.
    expect(session.consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  });
});

describe("menus and rations", () => {
  async function menuThroughApi(menuType: MenuType, dishes: Dish[]): Promise<Menu> {
    return post<Menu>(MENUS.list.path, {
      name: `${menuType} ${tag()}`,
      menu_type: menuType,
      profit: 1000,
      foods_id: dishes.map((dish) => dish.id),
    });
  }

  it("composes a menu of exactly seven dishes and a ration of three menus, each with its cost", async () => {
    const { page } = session;
    const id = tag();
    const dishes: Dish[] = [];
    for (let index = 1; index <= 8; index += 1) dishes.push(await dishThroughApi(`Taom ${id} ${index}`));
    await loginThroughUi(page, catering.email, catering.password);

    await page.goto("/kitchen/menu");
    await page.getByRole("heading", { name: "Menyu" }).waitFor();
    await page.getByRole("button", { name: "Yangi menyu" }).click();
    const sheet = page.getByRole("dialog", { name: "Yangi menyu" });
    const menuName = `Nonushta ${id}`;
    await sheet.getByLabel("Nomi").fill(menuName);
    await sheet.getByText("Nonushta", { exact: true }).click();
    const picker = sheet.getByRole("combobox", { name: "Taomlar" });
    for (const dish of dishes.slice(0, 6)) await pick(page, picker, dish.name);
    await sheet.getByLabel("Foyda (bir porsiya)").fill("5000");
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await sheet.getByText("Menyuda 7 ta turli taom bo'lishi kerak").waitFor();
    await pick(page, picker, dishes[6].name);
    await sheet.getByText("7 / 7 ta taom tanlandi").waitFor();
    expect(await picker.isDisabled()).toBe(true);
    // 7 × 6 650 + 5 000.
    await eventually(() => sheet.getByRole("region", { name: "Bir porsiya narxi" }).innerText()).toContain("51 550.00");
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, "Menyu qo‘shildi");
    const menuDetails = page.getByRole("dialog", { name: menuName });
    await eventually(() => menuDetails.innerText()).toContain("51 550.00");
    expect(await menuDetails.innerText()).toContain("Taomlar (7 ta)");
    await page.keyboard.press("Escape");
    await page.getByLabel("Turi", { exact: true }).selectOption("breakfast");
    await page.waitForURL((url) => url.searchParams.get("menu_type") === "breakfast");
    await row(page, menuName).waitFor();
    await toastGone(page, "Menyu qo‘shildi");
    await expectNoSeriousA11yViolations(page);

    const lunch = await menuThroughApi("lunch", dishes.slice(1, 8));
    const dinner = await menuThroughApi("dinner", dishes.slice(0, 7));
    await page.goto("/kitchen/recepts");
    await page.getByRole("heading", { name: "Retseptlar" }).waitFor();
    await page.getByRole("button", { name: "Yangi ratsion" }).click();
    const form = page.getByRole("dialog", { name: "Yangi ratsion" });
    const rationName = `Kunlik ${id}`;
    await form.getByLabel("Nomi").fill(rationName);
    await pick(page, form.getByRole("combobox", { name: "Nonushta" }), menuName);
    await form.getByRole("combobox", { name: "Tushlik" }).click();
    await form.getByRole("combobox", { name: "Tushlik" }).fill(menuName);
    await page.getByText("Hech narsa topilmadi").waitFor();
    await page.keyboard.press("Escape");
    await pick(page, form.getByRole("combobox", { name: "Tushlik" }), lunch.name);
    await pick(page, form.getByRole("combobox", { name: "Kechki ovqat" }), dinner.name);
    await form.getByLabel("Foyda (bir kun)").fill("2000");
    // 3 menus × 7 × 6 650 + 2 000.
    await eventually(() => form.getByRole("region", { name: "Bir kunlik narx" }).innerText()).toContain("141 650.00");
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: "Saqlash" }).click();
    await toast(page, "Ratsion qo‘shildi");
    await eventually(() => page.getByRole("dialog", { name: rationName }).innerText()).toContain("141 650.00");
    await page.keyboard.press("Escape");
    await page.getByRole("searchbox", { name: "Qidirish" }).fill(rationName);
    await eventually(() => row(page, rationName).innerText()).toContain(lunch.name);
    await toastGone(page, "Ratsion qo‘shildi");
    await expectNoSeriousA11yViolations(page);
    expect(session.consoleErrors).toEqual([]);
  });
});

describe("read-only roles", () => {
  it("shows menus and food orders without their write actions to roles that may only read them", async () => {
    const { page } = session;
    const id = tag();
    const dishes: Dish[] = [];
    for (let index = 1; index <= 7; index += 1) dishes.push(await dishThroughApi(`Ko‘rish ${id} ${index}`));
    const menu = await post<Menu>(MENUS.list.path, {
      name: `Tushlik ${id}`,
      menu_type: "lunch",
      profit: 1000,
      foods_id: dishes.map((dish) => dish.id),
    });
    const order = await post<FoodOrder>(FOOD_ORDERS.list.path, {
      food: dishes[0].id,
      product_count: 1,
      counter_agent: kitchen.counterparty.id,
    });

    const analyst = await createUser(adminToken, { role: "analytics" });
    await loginThroughUi(page, analyst.email, analyst.password);
    await page.goto(`/kitchen/menu?search=${encodeURIComponent(menu.name)}`);
    await row(page, menu.name).waitFor();
    expect(await page.getByRole("button", { name: "Yangi menyu" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: `Tahrirlash: ${menu.name}` }).count()).toBe(0);
    await page.getByRole("button", { name: menu.name }).click();
    const details = page.getByRole("dialog", { name: menu.name });
    await eventually(() => details.innerText()).toContain(dishes[0].name);
    expect(await details.getByRole("button", { name: "Tahrirlash" }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await page.evaluate(() => window.localStorage.clear());
    const storekeeper = await createUser(adminToken, { role: "warehouse" });
    await loginThroughUi(page, storekeeper.email, storekeeper.password);
    await page.goto(`/orders/active?tab=foods&search=${order.food_order_id}`);
    await row(page, order.food_order_id).waitFor();
    expect(await page.getByRole("button", { name: "Yangi ovqat buyurtmasi" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: `Bekor qilish: ${order.food_order_id}` }).count()).toBe(0);
    await page.getByRole("link", { name: `Buyurtmani ochish: ${order.food_order_id}` }).click();
    await page.getByRole("heading", { name: `Taom buyurtmasi ${order.food_order_id}` }).waitFor();
    expect(await page.getByRole("button", { name: "Bekor qilish" }).count()).toBe(0);
    expect(session.consoleErrors).toEqual([]);
  });
});
