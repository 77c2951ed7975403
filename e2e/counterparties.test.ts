import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let hr: { email: string; password: string };
let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  hr = await createUser(adminToken, { role: "hr" });
});

beforeEach(async () => {
  await loginThroughUi(session.page, hr.email, hr.password);
});

/** A name no other test uses, so searches see only this test's rows. */
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** Waits for a value the page reaches asynchronously (a list refetch, a page chunk loading). */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
const rowTexts = (page: Page) => page.locator("tbody tr").allInnerTexts();

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Qidirish" }).fill(text);
  await page.waitForURL((url) => url.searchParams.get("search") === text);
}

function createCounterparty(name: string, counterpartyType = "B2B") {
  return callApi(COUNTERPARTIES.list.path, {
    method: "POST",
    token: adminToken,
    body: { name, address: "Makka, Ajyad ko‘chasi", counter_agent_type: counterpartyType },
  });
}

describe("Kontragentlar", () => {
  it("creates, finds, edits and deletes a counterparty", async () => {
    const { page } = session;
    const name = unique("Al-Safa Travel");
    await page.goto("/counterparties");
    await page.getByRole("heading", { name: "Kontragentlar va guruhlar" }).waitFor();

    await page.getByRole("button", { name: "Yangi kontragent" }).click();
    const sheet = page.getByRole("dialog", { name: "Yangi kontragent" });
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    expect(await sheet.getByRole("alert").allInnerTexts()).toEqual([
      "Bu maydon to'ldirilishi shart",
      "Bu maydon to'ldirilishi shart",
    ]);
    await sheet.getByLabel("Nomi").fill(`  ${name}  `);
    await sheet.getByLabel("Manzil (mo‘ljal)").fill("Makka, Ibrohim Xalil ko‘chasi");
    await sheet.getByLabel("Biznes turi").selectOption("B2C");
    expect(await sheet.getByRole("switch", { name: "Holati aktiv" }).getAttribute("aria-checked")).toBe("true");
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Kontragent muvaffaqiyatli qo‘shildi");
    await sheet.waitFor({ state: "detached" });

    await createCounterparty(unique("Boshqa Agent"));
    await search(page, name);
    await eventually(() => rowTexts(page)).toHaveLength(1);
    const texts = await rowTexts(page);
    expect(texts[0]).toContain(name);
    expect(texts[0]).toContain("B2C");
    expect(texts[0]).toContain("Faol");

    await page.reload();
    expect(await page.getByRole("searchbox", { name: "Qidirish" }).inputValue()).toBe(name);
    await eventually(() => rowTexts(page)).toHaveLength(1);

    await page.getByRole("button", { name: `Tahrirlash: ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Kontragentni yangilash" });
    await edit.getByLabel("Nomi").fill(`${name} Plus`);
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog", { name: "O‘zgarishlar saqlanmagan" }).waitFor();
    await page.getByRole("button", { name: "Tahrirlashda davom etish" }).click();
    expect(await edit.getByLabel("Nomi").inputValue()).toBe(`${name} Plus`);
    await edit.getByRole("switch", { name: "Holati aktiv" }).click();
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Kontragent muvaffaqiyatli yangilandi");
    await row(page, `${name} Plus`).getByText("Faol emas", { exact: true }).waitFor();

    await page.getByRole("button", { name: `O‘chirish: ${name} Plus` }).click();
    const confirm = page.getByRole("alertdialog", { name: "O'chirishni tasdiqlaysizmi?" });
    await page.route(
      "**/api/v1/counter_agents/*/",
      (route) =>
        route.request().method() === "DELETE"
          ? route.fulfill({ status: 423, contentType: "application/json", body: '{"code":423,"detail":"Band qilingan"}' })
          : route.fallback(),
      { times: 1 },
    );
    await confirm.getByRole("button", { name: "Ha, o'chirish" }).click();
    await visible(page, "Xatolik: Band qilingan");
    expect(await confirm.isVisible()).toBe(true);
    await confirm.getByRole("button", { name: "Ha, o'chirish" }).click();
    await confirm.waitFor({ state: "detached" });
    await visible(page, "Qidiruv bo‘yicha hech narsa topilmadi.");
  });

  it("keeps the page, page size and filters in the URL and numbers rows across pages", async () => {
    const { page } = session;
    const prefix = unique("Sahifa");
    for (let index = 1; index <= 12; index += 1) {
      await createCounterparty(`${prefix} ${String(index).padStart(2, "0")}`, index % 2 ? "B2B" : "B2C");
    }
    const numbers = () => page.locator("tbody tr td:first-child").allInnerTexts();
    await page.goto(`/counterparties?search=${encodeURIComponent(prefix)}`);
    await eventually(() => rowTexts(page)).toHaveLength(10);

    await page.getByRole("button", { name: "2-sahifa" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await eventually(numbers).toEqual(["11", "12"]);
    await page.reload();
    await eventually(numbers).toEqual(["11", "12"]);

    await page.getByLabel("Biznes turi", { exact: true }).selectOption("B2C");
    await page.waitForURL((url) => url.searchParams.get("type") === "B2C" && !url.searchParams.has("page"));
    await page.getByLabel("Sahifadagi qatorlar soni").selectOption("15");
    await page.waitForURL((url) => url.searchParams.get("per_page") === "15");
    await page.getByLabel("Holati", { exact: true }).selectOption("true");
    await page.waitForURL((url) => url.searchParams.get("status") === "true");
    await page.reload();
    await eventually(() => rowTexts(page)).toHaveLength(6);
    for (const text of await rowTexts(page)) expect(text).toContain("B2C");

    await page.getByRole("link", { name: "Kontragentlar" }).click();
    await page.waitForURL((url) => url.search === "");
    await eventually(() => page.getByRole("searchbox", { name: "Qidirish" }).inputValue()).toBe("");
    expect(await page.getByLabel("Biznes turi", { exact: true }).inputValue()).toBe("");
    expect(session.consoleErrors).toEqual([]);
  });

  it("downloads every row the search and filters match as Excel, not only the page shown", async () => {
    const { page } = session;
    const prefix = unique("Eksport");
    // Cyrillic and Arabic names must come back from the file as they were typed.
    const names = [`${prefix} Аль-Сафа`, `${prefix} الصفا`];
    for (let index = 1; index <= 9; index += 1) names.push(`${prefix} ${String(index).padStart(2, "0")}`);
    for (const name of names) await createCounterparty(name, "B2B");
    await createCounterparty(`${prefix} B2C`, "B2C");
    await createCounterparty(unique("Eksport emas"), "B2B");

    await page.goto("/counterparties");
    await search(page, prefix);
    await page.getByLabel("Biznes turi", { exact: true }).selectOption("B2B");
    await page.waitForURL((url) => url.searchParams.get("type") === "B2B");
    // The earlier rows stay on screen while the filtered ones load: page only once they are in.
    await eventually(async () => (await rowTexts(page)).every((text) => text.includes(prefix) && text.includes("B2B"))).toBe(true);
    await page.getByRole("button", { name: "2-sahifa" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await eventually(() => rowTexts(page)).toHaveLength(1);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Excel yuklab olish: Kontragentlar" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("kontragentlar.xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe("Kontragentlar");
    expect(sheet.getRow(1).values).toEqual([undefined, "Nomi", "Manzil", "Turi", "Faol", "Yaratilgan sana"]);
    const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
    expect(rows.map((line) => line.getCell(1).value).sort()).toEqual([...names].sort());
    for (const line of rows) {
      expect(line.getCell(3).value).toBe("B2B");
      expect(line.getCell(4).value).toBe("Ha");
      expect(line.getCell(5).value).toBeInstanceOf(Date);
    }
    expect(session.consoleErrors).toEqual([]);
  });

  it("shows the first page for a page past the end, and the page before once its last row is deleted", async () => {
    const { page } = session;
    const prefix = unique("Oxirgi");
    for (let index = 1; index <= 21; index += 1) await createCounterparty(`${prefix} ${index}`);

    await page.goto(`/counterparties?search=${encodeURIComponent(prefix)}&page=9`);
    await page.waitForURL((url) => !url.searchParams.has("page"));
    await eventually(() => rowTexts(page)).toHaveLength(10);

    await page.getByRole("button", { name: "3-sahifa" }).click();
    await eventually(() => rowTexts(page)).toHaveLength(1);
    await page.getByRole("button", { name: /^O‘chirish: / }).click();
    await page.getByRole("button", { name: "Ha, o'chirish" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await eventually(() => page.locator("tbody tr td:first-child").allInnerTexts()).toEqual(
      ["11", "12", "13", "14", "15", "16", "17", "18", "19", "20"],
    );
  });
});

describe("Guruhlar", () => {
  it("creates, edits and deletes a group, refusing a count outside 1..10 000 before sending it", async () => {
    const { page } = session;
    const name = unique("Umra guruhi");
    let createCalls = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/guests/groups/create")) createCalls += 1;
    });
    await page.goto("/counterparties");
    await page.getByRole("tab", { name: "Guruhlar" }).click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "groups");

    await page.getByRole("button", { name: "Yangi guruh" }).click();
    const dialog = page.getByRole("dialog", { name: "Yangi guruh" });
    await dialog.getByLabel("Guruh nomi").fill(name);
    const count = dialog.getByLabel("A’zolar soni");
    await count.fill("0");
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await dialog.getByText("Soni kamida 1 bo'lishi kerak").waitFor();
    await count.fill("10001");
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await dialog.getByText("Soni 10 000 dan oshmasligi kerak").waitFor();
    expect(createCalls).toBe(0);

    await count.fill("25");
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Guruh muvaffaqiyatli qo‘shildi!");
    const savedAt = Date.now();
    await dialog.waitFor({ state: "detached" });
    expect(Date.now() - savedAt).toBeGreaterThan(1000);
    expect(createCalls).toBe(1);

    await search(page, name);
    await eventually(() => rowTexts(page)).toHaveLength(1);
    const created = row(page, name);
    expect(await created.innerText()).toContain("25 ta");
    expect(await created.innerText()).toContain("Jarayonda");

    await page.getByRole("button", { name: `Tahrirlash: ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Guruhni tahrirlash" });
    expect(await edit.getByLabel("A’zolar soni").inputValue()).toBe("25");
    await edit.getByLabel("A’zolar soni").fill("30");
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Guruh muvaffaqiyatli yangilandi!");
    await edit.waitFor({ state: "detached" });
    await row(page, name).getByText("30 ta").waitFor();

    await page.getByRole("button", { name: `O‘chirish: ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "O'chirishni tasdiqlaysizmi?" });
    await confirm.getByRole("button", { name: "Ha, o'chirish" }).click();
    await confirm.waitFor({ state: "detached" });
    await visible(page, "Qidiruv bo‘yicha hech narsa topilmadi.");
    expect(session.consoleErrors).toEqual([]);
  });
});

describe("roles", () => {
  it("shows analytics both tabs without any write action", async () => {
    const { page } = session;
    const name = unique("Faqat o‘qish");
    await createCounterparty(name);
    await callApi(GUEST_GROUPS.create.path, { method: "POST", token: adminToken, body: { name, count: 3 } });
    const analyst = await createUser(adminToken, { role: "analytics" });
    await page.getByRole("button", { name: "Tizimdan chiqish" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await loginThroughUi(page, analyst.email, analyst.password);

    await page.goto(`/counterparties?search=${encodeURIComponent(name)}`);
    await eventually(() => rowTexts(page)).toHaveLength(1);
    expect(await page.getByRole("button", { name: "Yangi kontragent" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^(Tahrirlash|O‘chirish):/ }).count()).toBe(0);
    expect(await page.getByRole("columnheader", { name: "Amallar" }).count()).toBe(0);

    await page.goto(`/counterparties?tab=groups&search=${encodeURIComponent(name)}`);
    await row(page, name).getByText("3 ta").waitFor();
    expect(await page.getByRole("button", { name: "Yangi guruh" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^(Tahrirlash|O‘chirish):/ }).count()).toBe(0);
    expect(session.consoleErrors).toEqual([]);
  });
});

describe("accessibility", () => {
  it("has no serious or critical axe violation on either tab, nor in the new-counterparty sheet", async () => {
    const { page } = session;
    await createCounterparty(unique("Axe Agent"));
    await callApi(GUEST_GROUPS.create.path, { method: "POST", token: adminToken, body: { name: unique("Axe guruh"), count: 4 } });

    await page.goto("/counterparties");
    await page.locator("tbody tr").first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Yangi kontragent" }).click();
    await page.getByRole("dialog", { name: "Yangi kontragent" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Guruhlar" }).click();
    await page.locator("tbody tr").first().waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(session.consoleErrors).toEqual([]);
  });
});
