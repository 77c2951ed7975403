import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { type CalendarDate, addDays, businessDateOf, formatWireDate } from "@app/contract/dates";
import { TRANSFERS, VEHICLES } from "@app/contract/endpoints/taxi";
import { PRODUCT_SECTIONS, UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let analyst: { email: string; password: string };
const MONTHS = ["Yanvar", "Fevral", "Mart", "Aprel", "May", "Iyun", "Iyul", "Avgust", "Sentabr", "Oktabr", "Noyabr", "Dekabr"];
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** The first and last days of the month before `date`'s. */
function monthBefore(date: CalendarDate): { first: CalendarDate; last: CalendarDate } {
  const first = date.month === 1 ? { year: date.year - 1, month: 12, day: 1 } : { year: date.year, month: date.month - 1, day: 1 };
  return { first, last: addDays({ ...date, day: 1 }, -1) };
}

/** A delivery received today: the kitchen chart's purchases of this month. */
async function receiveDelivery(token: string) {
  const post = <T>(path: string, body: unknown) => callApi<T>(path, { method: "POST", token, body });
  const gram = await post<{ id: string }>(UNITS.list.path, { name: unique("Gramm"), abbreviation: "g" });
  const kilo = await post<{ id: string }>(UNITS.list.path, { name: unique("Kilogramm"), abbreviation: "kg" });
  const section = await post<{ id: string }>(PRODUCT_SECTIONS.list.path, { name: unique("Bakaleya") });
  const product = await post<{ id: string }>(PRODUCTS.list.path, {
    name: unique("Guruch"),
    section: section.id,
    measure: gram.id,
    measure_warehouse: kilo.id,
    difference_measures: 1000,
  });
  await post(STOCK_BATCHES.list.path, { product: product.id, gross_price: 1250.5, arrived_amount: 10 });
}

/** A transfer booked today for tomorrow: today's bar of the daily orders chart. */
async function bookTransfer(token: string) {
  const post = <T>(path: string, body: unknown) => callApi<T>(path, { method: "POST", token, body });
  const vehicle = await post<{ id: string }>(VEHICLES.create.path, {
    name: unique("Hyundai H1"),
    name_of_driver: "Omar Al-Zahrani",
    address: "Makka, Kudai",
    phone_number: "+966 59 890 12 34",
    amount_of_people: 6,
  });
  await post(TRANSFERS.create.path, {
    transport: vehicle.id,
    perform_date: `${formatWireDate(addDays(businessDateOf(new Date()), 1))} 09:00`,
    from_location: "Jidda, aeroport",
    to_location: "Makka, Hilton",
    passenger_count: 3,
    service_fee: "150",
    gross_fee: "220",
  });
}

beforeAll(async () => {
  const adminToken = (await loginAsAdmin()).access;
  analyst = await createUser(adminToken, { role: "analytics" });
  await receiveDelivery(adminToken);
  await bookTransfer(adminToken);
});

describe("Hisobotlar", () => {
  it("follows the chosen period in the charts and downloads a block as Excel", async () => {
    const { page } = session;
    await loginThroughUi(page, analyst.email, analyst.password);
    await page.goto("/report");
    await page.getByRole("heading", { name: "Hisobotlar" }).waitFor();
    const kitchen = page.getByRole("region", { name: "Oshxona: xaridlar va foyda" });
    const bars = kitchen.locator(".recharts-bar-rectangle path");
    await expect.poll(() => bars.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const ticks = kitchen.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value");
    await expect.poll(() => ticks.count()).toBe(12);
    expect(await kitchen.locator(".recharts-legend-item-text").allTextContents()).toEqual(["Xaridlar (SAR)", "Foyda (SAR)"]);

    await page.getByRole("button", { name: "Shu oy" }).click();
    await page.waitForURL((url) => url.searchParams.get("date_from")?.startsWith("01.") ?? false);
    await expect.poll(() => ticks.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => ticks.first().textContent()).toBe(MONTHS[new Date().getMonth()]);

    const lastMonth = monthBefore(businessDateOf(new Date()));
    await page.getByRole("button", { name: "O‘tgan oy" }).click();
    await page.waitForURL((url) => url.searchParams.get("date_to") === formatWireDate(lastMonth.last));
    expect(new URL(page.url()).searchParams.get("date_from")).toBe(formatWireDate(lastMonth.first));
    // The address changes before the picker has drawn the pressed preset.
    await expect.poll(() => page.getByRole("button", { name: "O‘tgan oy" }).getAttribute("aria-pressed")).toBe("true");

    await page.getByLabel("Davr: dan").fill("2020-01-01");
    await page.getByRole("alert").filter({ hasText: "Oraliq 12 oydan oshmasligi kerak" }).waitFor();
    await page.getByLabel("Davr: gacha").fill("2020-12-31");
    await kitchen.getByText("Bu davrda ma’lumot yo‘q.").waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get("date_to")).toBe("31.12.2020");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Shu yil" }).click();
    await expect.poll(() => bars.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const headline = page.getByText("Oshxona xaridlari").locator("..");
    await expect.poll(() => headline.innerText()).toMatch(/\d\.\d{2} SAR/);
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Excel yuklab olish: Oshxona: xaridlar va foyda" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^oshxona-oylar-kesimida_01\.01\.\d{4}-\d{2}\.\d{2}\.\d{4}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, "Oy", "Xaridlar (SAR)", "Foyda (SAR)"]);
    const purchases = sheet.getColumn(2).values.slice(2).map(Number);
    expect(purchases.reduce((sum, value) => sum + value, 0)).toBeGreaterThanOrEqual(1250);

    const [figures] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Excel yuklab olish: Oshxona", exact: true }).click(),
    ]);
    expect(figures.suggestedFilename()).toMatch(/^oshxona-statistikasi_01\.01\.\d{4}-\d{2}\.\d{2}\.\d{4}\.xlsx$/);
    const kitchenBook = new ExcelJS.Workbook();
    await kitchenBook.xlsx.readFile(await figures.path());
    const kitchenSheet = kitchenBook.worksheets[0];
    expect(kitchenSheet.getRow(1).values).toEqual([undefined, "Xaridlar (SAR)", "Sotuv (SAR)", "Foyda (SAR)", "Umumiy savdo (SAR)", "Hisobdan chiqarilgan (SAR)"]);
    expect(Number(kitchenSheet.getCell("A2").value)).toBeGreaterThanOrEqual(1250);

    const [whole] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Hammasini yuklab olish" }).click()]);
    expect(whole.suggestedFilename()).toMatch(/^hisobotlar_01\.01\.\d{4}-\d{2}\.\d{2}\.\d{4}\.xlsx$/);
    const report = new ExcelJS.Workbook();
    await report.xlsx.readFile(await whole.path());
    expect(report.worksheets.map((sheet) => sheet.name)).toEqual(expect.arrayContaining(["Kontragentlar", "Oshxona", "Transport", "Foyda va zarar"]));
    const period = new URL(page.url()).searchParams;
    const months = report.getWorksheet("Oshxona oylar kesimida")!;
    expect(months.getCell("A1").value).toBe("Oshxona oylar kesimida");
    expect(months.getCell("A2").value).toBe(`${period.get("date_from")} – ${period.get("date_to")}`);
    expect(months.getRow(3).values).toEqual([undefined, "Oy", "Xaridlar (SAR)", "Foyda (SAR)"]);
    expect(months.getColumn(2).values.slice(4).map(Number).reduce((sum, value) => sum + value, 0)).toBeGreaterThanOrEqual(1250);
    expect(session.consoleErrors).toEqual([]);
  });

  it("shows a transport dispatcher only the taxi blocks", async () => {
    const { page } = session;
    const adminToken = (await loginAsAdmin()).access;
    const dispatcher = await createUser(adminToken, { role: "transportation" });
    await loginThroughUi(page, dispatcher.email, dispatcher.password);
    await page.goto("/report");
    await page.getByRole("region", { name: "Haydovchilar" }).waitFor();
    expect(await page.getByRole("region", { name: "Oshxona: xaridlar va foyda" }).count()).toBe(0);
    expect(await page.getByText("Taksi foydasi").count()).toBe(1);
    expect(await page.getByText("Oshxona foydasi").count()).toBe(0);
    const [whole] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Hammasini yuklab olish" }).click()]);
    const report = new ExcelJS.Workbook();
    await report.xlsx.readFile(await whole.path());
    expect(report.worksheets.map((sheet) => sheet.name)).toEqual(["Transport"]);
  });
});

describe("Buyurtmalar tahlili", () => {
  it("charts orders per day by kind and status, follows the range, and exports them", async () => {
    const { page } = session;
    const today = businessDateOf(new Date());
    const todayTick = formatWireDate(today).slice(0, 5);
    await loginThroughUi(page, analyst.email, analyst.password);
    await page.goto("/orders/analytics");
    await page.getByRole("heading", { name: "Buyurtmalar tahlili" }).waitFor();
    const daily = page.getByRole("region", { name: "Kunlar bo‘yicha buyurtmalar" });
    const bars = daily.locator(".recharts-bar-rectangle path");
    const ticks = daily.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value");
    await expect.poll(() => bars.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => ticks.last().textContent()).toBe(todayTick);

    await page.getByRole("button", { name: "Shu oy" }).click();
    await page.waitForURL((url) => url.searchParams.get("date_from")?.startsWith("01.") ?? false);
    await expect.poll(() => ticks.first().textContent(), { timeout: 20_000 }).toBe(`01.${todayTick.slice(3)}`);
    await expect.poll(() => ticks.last().textContent()).toBe(todayTick);
    expect(await bars.count()).toBeGreaterThan(0);

    const monthStart = new URL(page.url()).searchParams.get("date_from");
    await page.getByRole("button", { name: "Oxirgi 12 oy" }).click();
    await page.waitForURL((url) => url.searchParams.get("date_from") !== monthStart);
    const from = new URL(page.url()).searchParams.get("date_from")!;
    await expect.poll(() => ticks.first().textContent(), { timeout: 20_000 }).toBe(from.slice(0, 5));

    await daily.getByRole("group", { name: "Ko‘rsatish" }).getByText("Transfer", { exact: true }).click();
    expect(await daily.getByRole("radio", { name: "Transfer" }).isChecked()).toBe(true);
    const legend = daily.locator(".recharts-legend-item-text");
    await expect.poll(() => legend.allTextContents()).toEqual(["Yaratilgan", "Bajarilgan", "Bekor qilingan"]);
    await expect.poll(() => bars.count()).toBeGreaterThan(0);
    await bars.last().hover();
    const tooltip = daily.locator(".recharts-default-tooltip");
    await expect.poll(() => tooltip.locator(".recharts-tooltip-label").textContent()).toBe(
      `${today.day}-${MONTHS[today.month - 1].toLowerCase()} ${today.year}`,
    );
    expect(await tooltip.innerText()).toContain("Yaratilgan");

    await page.getByLabel("Davr: dan").fill("2020-01-01");
    await page.getByRole("alert").filter({ hasText: "Oraliq 12 oydan oshmasligi kerak" }).waitFor();
    await page.getByLabel("Davr: gacha").fill("2020-12-31");
    await daily.getByText("Bu davrda ma’lumot yo‘q.").waitFor({ timeout: 20_000 });
    expect(await bars.count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Excel yuklab olish: Buyurtmalar tahlili" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("buyurtmalar-tahlili_01.01.2020-31.12.2020.xlsx");
    await expectNoSeriousA11yViolations(page);
    expect(session.consoleErrors).toEqual([]);
  });
});
