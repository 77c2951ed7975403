import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DISH_SECTIONS, PRODUCT_SECTIONS, UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { addDays, businessDateOf, formatIsoDate, formatWireDate } from "@app/contract/dates";
import type { Counterparty } from "@app/contract/schemas/counterparties";
import type { Product } from "@app/contract/schemas/kitchen-products";
import type { Unit } from "@app/contract/schemas/kitchen-units";
import type { CatalogItem } from "@app/contract/schemas/kitchen-sections";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let adminToken: string;
let catering: { email: string; password: string };
let analyst: { email: string; password: string };

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  catering = await createUser(adminToken, { role: "catering" });
  analyst = await createUser(adminToken, { role: "analytics" });
});

/** A tag no other test uses, so searches see only this test's rows. */
const tag = () => randomUUID().slice(0, 8);

/** A 1×1 PNG: the browser can show it and the server's byte check accepts it. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const row = (page: Page, text: string) => page.locator("tbody tr").filter({ hasText: text });

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Qidirish" }).fill(text);
  await page.waitForURL((url) => url.searchParams.get("search") === text);
}

async function save(dialog: Locator) {
  await dialog.getByRole("button", { name: "Saqlash" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Axe scans the page once the toasts are gone: one caught fading out fails the contrast rule. */
async function expectAccessible(page: Page) {
  await eventually(() => page.locator("[data-sonner-toast]").count()).toBe(0);
  await expectNoSeriousA11yViolations(page);
}

/** The walk through five pages takes a while on a loaded machine; the others less. */
const LONG_MS = 240_000;
const SHORT_MS = 120_000;

const post = <T>(path: string, body: unknown) => callApi<T>(path, { method: "POST", token: adminToken, body });

/** The business day as the screens write it (dd.MM.yyyy), `days` away. */
const today = (days = 0) => formatWireDate(addDays(businessDateOf(new Date()), days));
/** The same day as a date box takes it (yyyy-MM-dd). */
const isoDay = (days = 0) => formatIsoDate(addDays(businessDateOf(new Date()), days));

async function supplierThroughApi(id: string) {
  return post<Counterparty>(COUNTERPARTIES.list.path, { name: `Yetkazuvchi ${id}`, address: "Makka", counter_agent_type: "B2B" });
}

describe("kitchen stock", () => {
  it("creates a unit pair, a section and a product, receives stock, writes some off and shows the history", async () => {
    const { page } = session;
    const id = tag();
    const product = `Guruch ${id}`;
    const supplier = await supplierThroughApi(id);
    await loginThroughUi(page, catering.email, catering.password);

    await page.goto("/kitchen/units-of-measurement");
    await page.getByRole("heading", { name: "O‘lchov birliklari" }).waitFor();
    for (const [name, abbreviation] of [[`Kilogramm ${id}`, "kg"], [`Gramm ${id}`, "g"]]) {
      await page.getByRole("button", { name: "Yangi o‘lchov birligi" }).click();
      const dialog = page.getByRole("dialog", { name: "Yangi o‘lchov birligi" });
      await dialog.getByLabel("Nomi").fill(name);
      await dialog.getByLabel("Qisqartmasi").fill(abbreviation);
      await save(dialog);
      await toast(page, "O‘lchov birligi qo‘shildi");
    }
    await search(page, id);
    await eventually(() => page.locator("tbody tr").count()).toBe(2);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Filiallar" }).click();
    await page.getByRole("button", { name: "Yangi bo‘lim" }).click();
    const sectionDialog = page.getByRole("dialog", { name: "Yangi bo‘lim" });
    await sectionDialog.getByLabel("Nomi").fill(`Don ${id}`);
    await save(sectionDialog);
    await toast(page, "Bo‘lim qo‘shildi");
    await row(page, `Don ${id}`).getByText("Faol", { exact: true }).waitFor();

    await page.getByRole("link", { name: "Mahsulotlar" }).click();
    await page.getByRole("button", { name: "Yangi mahsulot" }).click();
    const sheet = page.getByRole("dialog", { name: "Yangi mahsulot" });
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await eventually(() => sheet.getByRole("alert").allInnerTexts()).toEqual([
      "Bu maydon to'ldirilishi shart",
      "Bu maydon to‘ldirilishi shart",
      "Bu maydon to‘ldirilishi shart",
      "Bu maydon to‘ldirilishi shart",
      "Musbat son kiritilishi kerak",
    ]);
    const fileInput = sheet.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: "rasm.gif", mimeType: "image/gif", buffer: PNG });
    await sheet.getByText("Faqat JPEG, PNG yoki WebP rasm yuklash mumkin").waitFor();
    await fileInput.setInputFiles({ name: "guruch.png", mimeType: "image/png", buffer: PNG });
    await sheet.getByRole("img", { name: "Tanlangan rasm" }).waitFor();
    await sheet.getByLabel("Nomi").fill(product);
    await sheet.getByLabel("Bo‘lim").selectOption({ label: `Don ${id}` });
    await sheet.getByLabel("Ombor birligi").selectOption({ label: `Kilogramm ${id} (kg)` });
    await sheet.getByLabel("Retsept birligi").selectOption({ label: `Gramm ${id} (g)` });
    await sheet.getByLabel("Birliklar nisbati").fill("1000,0");
    await sheet.getByText("1 kg = 1000 g", { exact: true }).waitFor();
    await sheet.getByLabel("Minimal qoldiq").fill("5");
    await expectAccessible(page);
    await save(sheet);
    await toast(page, "Mahsulot qo‘shildi");
    await search(page, product);
    const productRow = row(page, product);
    await productRow.getByText("Kam qoldi", { exact: true }).waitFor();
    expect(await productRow.innerText()).toMatch(/1 kg = 1000 g[\s\S]*0 kg[\s\S]*minimal 5 kg[\s\S]*Tugagan/);
    expect(await productRow.getByRole("img", { name: product }).getAttribute("src")).toMatch(/\/media\/[0-9a-f-]{36}\.png$/);

    await page.getByRole("link", { name: "Ombor" }).click();
    await page.getByRole("region", { name: "Kam qolgan mahsulotlar" }).getByText(`${product}: 0 kg (minimal 5 kg)`).waitFor();
    await page.getByRole("button", { name: "Yangi kirim" }).click();
    const receipt = page.getByRole("dialog", { name: "Omborga kirim" });
    await receipt.getByRole("button", { name: "Saqlash" }).click();
    await receipt.getByRole("alert").filter({ hasText: "Bu maydon to‘ldirilishi shart" }).first().waitFor();
    await receipt.getByRole("combobox", { name: "Yetkazib beruvchi" }).fill(supplier.name);
    await page.getByRole("option").filter({ hasText: supplier.name }).click();
    await receipt.getByLabel("Hujjat (faktura) raqami").fill(`F-${id}`);
    await receipt.getByLabel("Hujjat sanasi").fill(isoDay());
    const line = receipt.getByRole("group", { name: "1-qator" });
    await line.getByRole("combobox", { name: "Mahsulot" }).fill(product);
    await page.getByRole("option").filter({ hasText: product }).click();
    await line.getByLabel("Miqdori").fill("8");
    await line.getByLabel("Umumiy narxi (SAR)").fill("360000");
    await line.getByText("1 kg narxi (SAR): 45 000.00", { exact: true }).waitFor();
    await save(receipt);
    await toast(page, "Kirim saqlandi: 1 ta qator");
    await search(page, product);
    const batch = row(page, product);
    await batch.getByText("360 000.00").waitFor();
    await batch.getByText(`№ F-${id}, ${today()}`).waitFor();

    await page.getByRole("button", { name: `Kirimni tuzatish: ${product}` }).click();
    const correction = page.getByRole("dialog", { name: "Kirimni tuzatish" });
    await correction.getByLabel("Miqdori").fill("10");
    await correction.getByLabel("Umumiy narxi").fill("450000");
    await eventually(() => correction.innerText()).toMatch(/1 kg narxi \(SAR\)\s*45 000\.00[\s\S]*1 g narxi \(SAR\)\s*45\.00/);
    await save(correction);
    await toast(page, "Kirim tuzatildi");
    // The warehouse prices a batch per stock unit: 45 000 a kilogram, not 45 a gram.
    await eventually(() => batch.innerText()).toMatch(/10 kg[\s\S]*10 kg[\s\S]*450 000\.00[\s\S]*45 000\.00 \/ kg/);
    await page.getByRole("columnheader", { name: "1 kg narxi" }).waitFor();
    await page.getByRole("region", { name: "Kam qolgan mahsulotlar" }).waitFor({ state: "detached" });
    await expectAccessible(page);

    await page.getByRole("button", { name: `Hisobdan chiqarish: ${product}` }).click();
    const writeOff = page.getByRole("dialog", { name: "Hisobdan chiqarish" });
    await writeOff.getByLabel("Miqdori").fill("12");
    await writeOff.getByLabel("Sababi").selectOption({ label: "Buzilgan" });
    await writeOff.getByLabel("Izoh").fill("Namlik tegdi");
    await writeOff.getByRole("button", { name: "Hisobdan chiqarish" }).click();
    await writeOff.getByText("Qoldiqdan ko‘p chiqarib bo‘lmaydi: omborda 10 kg qolgan").waitFor();
    await writeOff.getByLabel("Miqdori").fill("2,5");
    await writeOff.getByRole("button", { name: "Hisobdan chiqarish" }).click();
    const confirm = page.getByRole("dialog", { name: "Hisobdan chiqarishni tasdiqlaysizmi?" });
    await confirm.getByText(`2.5 kg ${product} ombordan chiqariladi.`, { exact: false }).waitFor();
    await confirm.getByText("Sababi: Buzilgan · Namlik tegdi").waitFor();
    await confirm.getByRole("button", { name: "Ha, chiqarish" }).click();
    await confirm.waitFor({ state: "detached" });
    await toast(page, `2.50 kg ${product} hisobdan chiqarildi`);
    await eventually(() => batch.innerText()).toMatch(/10 kg\s+7\.5 kg/);
    expect(await page.getByRole("button", { name: `Kirimni tuzatish: ${product}` }).count()).toBe(0);

    await page.getByRole("button", { name: `Harakatlar tarixi: ${product}` }).click();
    const history = page.getByRole("dialog", { name: "Harakatlar tarixi" });
    await eventually(() => history.locator("tbody tr").allInnerTexts()).toEqual([
      expect.stringMatching(/Hisobdan chiqarish\s+−2\.5 kg\s+2 500 g\s+112 500\.00\s+Buzilgan · Namlik tegdi/),
      expect.stringMatching(/Kirim\s+\+10 kg\s+10 000 g\s+450 000\.00/),
    ]);
    await history.getByLabel("Turi").selectOption({ label: "Kirim" });
    await eventually(() => history.locator("tbody tr").count()).toBe(1);
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "O‘lchov birliklari" }).click();
    await search(page, `Kilogramm ${id}`);
    await page.getByRole("button", { name: `O‘chirish: Kilogramm ${id}` }).click();
    const deletion = page.getByRole("alertdialog", { name: "O'chirishni tasdiqlaysizmi?" });
    await deletion.getByRole("button", { name: "Ha, o'chirish" }).click();
    await deletion.getByRole("alert").getByText("O'lchov birligi mahsulotlarda ishlatilgan, uni o'chirib bo'lmaydi").waitFor();
    expect(await deletion.isVisible()).toBe(true);
    // The browser logs the refused request itself; nothing else may have gone wrong on the way.
    expect(session.consoleErrors).toEqual([expect.stringContaining("status of 423")]);
  }, LONG_MS);

  it("shows stock to a role that may only read, without the write actions", async () => {
    const { page } = session;
    const id = tag();
    const kg = await post<Unit>(UNITS.list.path, { name: `Kg ${id}`, abbreviation: "kg" });
    const section = await post<CatalogItem>(PRODUCT_SECTIONS.list.path, { name: `Sabzavot ${id}` });
    const product = await post<Product>(PRODUCTS.list.path, {
      name: `Piyoz ${id}`,
      section: section.id,
      measure: kg.id,
      measure_warehouse: kg.id,
      difference_measures: 1,
      min_stock: 3,
    });
    await post(STOCK_BATCHES.list.path, { product: product.id, arrived_amount: 2, gross_price: 9000 });
    await loginThroughUi(page, analyst.email, analyst.password);

    await page.goto(`/kitchen/products?search=${encodeURIComponent(product.name)}`);
    await row(page, product.name).getByText("Kam qoldi", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Yangi mahsulot" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: `Tahrirlash: ${product.name}` }).count()).toBe(0);
    await expectAccessible(page);

    await page.goto(`/kitchen/warehouses?search=${encodeURIComponent(product.name)}`);
    await row(page, product.name).getByText("Kam qoldi", { exact: true }).waitFor();
    expect(await row(page, product.name).innerText()).toMatch(/2 kg[\s\S]*9 000\.00[\s\S]*4 500\.00 \/ kg/);
    expect(await page.getByRole("button", { name: "Yangi kirim" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: `Hisobdan chiqarish: ${product.name}` }).count()).toBe(0);
    await page.getByRole("button", { name: `Harakatlar tarixi: ${product.name}` }).click();
    await page.getByRole("dialog", { name: "Harakatlar tarixi" }).getByText("+2 kg").waitFor();
    await expectAccessible(page);
    expect(session.consoleErrors).toEqual([]);
  }, SHORT_MS);

  it("receives a delivery of several lines at once and shows expiry in colour, with an expiring filter", async () => {
    const { page } = session;
    const id = tag();
    const kg = await post<Unit>(UNITS.list.path, { name: `Kg ${id}`, abbreviation: "kg" });
    const section = await post<CatalogItem>(PRODUCT_SECTIONS.list.path, { name: `Sut mahsulotlari ${id}` });
    const productOf = (name: string) =>
      post<Product>(PRODUCTS.list.path, { name, section: section.id, measure: kg.id, measure_warehouse: kg.id, difference_measures: 1 });
    const [milk, cheese, butter] = [await productOf(`Sut ${id}`), await productOf(`Pishloq ${id}`), await productOf(`Sariyog ${id}`)];
    const supplier = await supplierThroughApi(id);
    await loginThroughUi(page, catering.email, catering.password);
    await page.goto("/kitchen/warehouses");
    await page.getByRole("button", { name: "Yangi kirim" }).click();
    const sheet = page.getByRole("dialog", { name: "Omborga kirim" });
    await sheet.getByRole("combobox", { name: "Yetkazib beruvchi" }).fill(supplier.name);
    await page.getByRole("option").filter({ hasText: supplier.name }).click();
    await sheet.getByLabel("Hujjat (faktura) raqami").fill(`K-${id}`);
    await sheet.getByLabel("Hujjat sanasi").fill(isoDay());
    const lines: Array<[Product, string, string, string]> = [
      [milk, "4", "20", isoDay(-1)],
      [cheese, "2", "50", isoDay(2)],
      [butter, "1", "30", isoDay(30)],
    ];
    for (const [index, [product, amount, price, expiry]] of lines.entries()) {
      if (index) await sheet.getByRole("button", { name: "Qator qo‘shish" }).click();
      const line = sheet.getByRole("group", { name: `${index + 1}-qator` });
      await line.getByRole("combobox", { name: "Mahsulot" }).fill(product.name);
      await page.getByRole("option").filter({ hasText: product.name }).click();
      await line.getByLabel("Miqdori").fill(amount);
      await line.getByLabel("Umumiy narxi (SAR)").fill(price);
      await line.getByLabel("Yaroqlilik muddati").fill(expiry);
    }
    await sheet.getByRole("group", { name: "3-qator" }).getByLabel("Partiya raqami").fill(`L-${id}`);
    await save(sheet);
    await toast(page, "Kirim saqlandi: 3 ta qator");
    await page.getByText(`1-qator: yaroqlilik muddati o‘tgan (${today(-1)}), baribir qabul qilindi`).waitFor();

    await search(page, id);
    await eventually(() => page.locator("tbody tr").count()).toBe(3);
    const expiryOf = (product: Product) => row(page, product.name).locator("[data-expiry]").getAttribute("data-expiry");
    expect(await expiryOf(milk)).toBe("expired");
    expect(await expiryOf(cheese)).toBe("expiring");
    expect(await expiryOf(butter)).toBe("good");
    await row(page, milk.name).getByText("Muddati o‘tgan", { exact: true }).waitFor();
    await row(page, butter.name).getByText(`L-${id}`).waitFor();
    expect(await row(page, milk.name).innerText()).toMatch(/4 kg[\s\S]*20\.00[\s\S]*5\.00 \/ kg/);

    await page.getByLabel("Yaroqlilik muddati").selectOption({ label: "Muddati o‘tayotgan" });
    await page.waitForURL((url) => url.searchParams.get("expiring") === "true");
    await eventually(() => page.locator("tbody tr").allInnerTexts()).toEqual([
      expect.stringContaining(milk.name),
      expect.stringContaining(cheese.name),
    ]);
    await expectAccessible(page);
    expect(session.consoleErrors).toEqual([]);
  }, SHORT_MS);

  it("keeps the dish sections and product sections lists in the URL and edits a row", async () => {
    const { page } = session;
    const id = tag();
    await post(DISH_SECTIONS.list.path, { name: `Salatlar ${id}`, status: false });
    await post(DISH_SECTIONS.list.path, { name: `Shorvalar ${id}` });
    await post(PRODUCT_SECTIONS.list.path, { name: `Ziravorlar ${id}` });
    await loginThroughUi(page, catering.email, catering.password);

    await page.goto("/kitchen/food-sections");
    await page.getByRole("heading", { name: "Taom bo‘limlari" }).waitFor();
    await search(page, id);
    await page.getByLabel("Holati", { exact: true }).selectOption("false");
    await page.waitForURL((url) => url.searchParams.get("status") === "false");
    await page.reload();
    await eventually(() => page.locator("tbody tr").allInnerTexts()).toEqual([expect.stringContaining(`Salatlar ${id}`)]);
    await expectAccessible(page);

    await page.getByRole("button", { name: `Tahrirlash: Salatlar ${id}` }).click();
    const dialog = page.getByRole("dialog", { name: "Taom bo‘limini tahrirlash" });
    await dialog.getByRole("switch", { name: "Faol" }).click();
    await save(dialog);
    await toast(page, "Taom bo‘limi yangilandi");
    await page.getByText("Qidiruv bo‘yicha hech narsa topilmadi.").waitFor();

    await page.goto("/kitchen/branches");
    await page.locator("tbody tr").first().waitFor();
    await expectAccessible(page);
    expect(session.consoleErrors).toEqual([]);
  }, SHORT_MS);
});
