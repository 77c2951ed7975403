import { randomInt, randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let hotel: { email: string; password: string };
let analytics: { email: string; password: string };

beforeAll(async () => {
  const adminToken = (await loginAsAdmin()).access;
  hotel = await createUser(adminToken, { role: "hotel" });
  analytics = await createUser(adminToken, { role: "analytics" });
});

/** A name and passports no other test uses: passports are unique among travelling groups. */
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const passport = () => `E2${randomInt(10_000_000, 99_999_999)}`;

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const rowTexts = (page: Page) => page.locator("tbody tr").allInnerTexts();

/** A manifest as staff make one: the template's Uzbek headers, dates typed as text. */
async function manifest(rows: Array<[name: string, gender: string, passport: string]>) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Manifest");
  sheet.addRow(["F.I.Sh", "Jinsi", "Tug'ilgan sana", "Pasport", "Pasport muddati", "Viza"]);
  for (const [name, gender, number] of rows) sheet.addRow([name, gender, "12.03.1970", number, "01.01.2036", "V123456"]);
  return {
    name: "manifest.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

describe("Guruhlar", () => {
  it("creates a group, adds a pilgrim, imports a manifest after its dry run, and shows no write action to analytics", async () => {
    const { page } = session;
    const group = unique("Samarqand Umra");
    await loginThroughUi(page, hotel.email, hotel.password);
    await page.getByRole("link", { name: "Guruhlar" }).click();
    await page.getByRole("heading", { name: "Guruhlar" }).waitFor();

    await page.getByRole("button", { name: "Yangi guruh" }).click();
    const groupSheet = page.getByRole("dialog", { name: "Yangi guruh" });
    await groupSheet.getByLabel("Guruh nomi").fill(group);
    await groupSheet.getByLabel("Odamlar soni").fill("40");
    await groupSheet.getByLabel("Guruh rahbari").fill("Rahimov Jasur");
    await groupSheet.getByLabel("Rahbar telefoni").fill("+998901112233");
    await groupSheet.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Guruh qo‘shildi");
    await groupSheet.waitFor({ state: "detached" });

    await page.getByRole("searchbox", { name: "Qidirish" }).fill(group);
    await page.getByRole("link", { name: group }).click();
    await page.getByRole("heading", { name: group }).waitFor();
    await visible(page, "Rahimov Jasur");
    expect(await page.getByRole("link", { name: "+998 90 111 22 33" }).getAttribute("href")).toBe("tel:+998901112233");
    await visible(page, "Guruhda hozircha ziyoratchilar yo‘q.");

    await page.getByRole("button", { name: "Yangi ziyoratchi" }).click();
    const sheet = page.getByRole("dialog", { name: "Yangi ziyoratchi" });
    await sheet.getByLabel("F.I.Sh (pasportdagidek, lotincha)").fill("Karimova Aziza");
    await sheet.getByLabel("Jinsi").selectOption("2");
    await sheet.getByRole("textbox", { name: "Tug‘ilgan sana", exact: true }).fill("01.02.1990");
    await sheet.getByLabel("Pasport raqami").fill(passport());
    await sheet.getByRole("textbox", { name: "Pasport muddati", exact: true }).fill("01.02.2036");
    await sheet.getByLabel("Parhez").selectOption("diabetic");
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Ziyoratchi qo‘shildi");
    await sheet.waitFor({ state: "detached" });
    await eventually(() => rowTexts(page)).toHaveLength(1);
    const [added] = await rowTexts(page);
    expect(added).toContain("Karimova Aziza");
    expect(added).toContain("Diabetik");
    expect(added).toContain("Viza yo‘q");
    expect(added).toContain("Mahram yo‘q");

    await page.getByRole("button", { name: "Import" }).click();
    const importing = page.getByRole("dialog", { name: "Manifestni import qilish" });
    const first = passport();
    const second = passport();
    await importing.getByLabel("Fayl").setInputFiles(await manifest([["Toshmatov Ali", "E", first], ["Toshmatova Lola", "A", "12"]]));
    await importing.getByText("Faylda 1 ta xato topildi. Tuzatib, qayta yuklang.").waitFor();
    const preview = await importing.locator("tbody tr").allInnerTexts();
    expect(preview).toHaveLength(1);
    expect(preview[0]).toMatch(/^3\s+Pasport raqami\s+Pasport raqami 6–12/);
    expect(await importing.getByRole("button", { name: "Import qilish" }).count()).toBe(0);

    await importing.getByLabel("Fayl").setInputFiles(await manifest([["Toshmatov Ali", "E", first], ["Toshmatova Lola", "A", second]]));
    await importing.getByText("2 ta qator xatosiz. Import qilishga tayyor.").waitFor();
    await expectNoSeriousA11yViolations(page);
    await importing.getByRole("button", { name: "Import qilish" }).click();
    await visible(page, "2 ta ziyoratchi qo‘shildi");
    await importing.waitFor({ state: "detached" });
    await eventually(() => rowTexts(page)).toHaveLength(3);
    const names = (await rowTexts(page)).join("\n");
    for (const name of ["Karimova Aziza", "Toshmatov Ali", "Toshmatova Lola"]) expect(names).toContain(name);
    await expectNoSeriousA11yViolations(page);

    const groupPath = new URL(page.url()).pathname;
    await page.evaluate(() => window.localStorage.clear());
    await loginThroughUi(page, analytics.email, analytics.password);
    await page.goto(groupPath);
    await page.getByRole("heading", { name: group }).waitFor();
    await eventually(() => rowTexts(page)).toHaveLength(3);
    await page.getByRole("button", { name: "Manifest", exact: true }).waitFor();
    for (const action of ["Yangi ziyoratchi", "Import", "Tahrirlash: Toshmatov Ali", "O‘chirish: Toshmatov Ali"]) {
      expect(await page.getByRole("button", { name: action, exact: true }).count(), action).toBe(0);
    }
    await page.goto("/groups");
    await page.getByRole("heading", { name: "Guruhlar" }).waitFor();
    expect(await page.getByRole("button", { name: "Yangi guruh" }).count()).toBe(0);
  });
});
