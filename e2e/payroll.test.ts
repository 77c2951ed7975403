import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { businessDateOf, formatWireDate, type CalendarDate } from "@app/contract/dates";
import { EMPLOYEES, SALARIES } from "@app/contract/endpoints/hr";
import type { Employee, MonthlySalary } from "@app/contract/schemas/hr";
import type { Page as ApiPage } from "@app/contract/schemas/common";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let adminToken: string;
let hr: { email: string; password: string };

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  hr = await createUser(adminToken, { role: "hr" });
});

const MONTHS = ["Yanvar", "Fevral", "Mart", "Aprel", "May", "Iyun", "Iyul", "Avgust", "Sentabr", "Oktabr", "Noyabr", "Dekabr"];
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The first day of the month `back` months before this one. */
function monthsAgo(back: number): CalendarDate {
  const { year, month } = businessDateOf(new Date());
  const index = year * 12 + month - 1 - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
}

const monthText = (date: CalendarDate) => `${date.year}-${String(date.month).padStart(2, "0")}`;

function hire(fullName: string, fields: Record<string, unknown>) {
  return callApi<Employee>(EMPLOYEES.create.path, {
    method: "POST",
    token: adminToken,
    body: {
      full_name: fullName,
      email: `oylik-${randomUUID().slice(0, 8)}@e2e.uz`,
      password: "Parol12345",
      role: "operator",
      date_come: formatWireDate(monthsAgo(3)),
      ...fields,
    },
  });
}

const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

describe("Oylik to'lovlar", () => {
  it("pays three employees of a month in one run, an amount changed first", async () => {
    const { page } = session;
    const prefix = unique("Oylik");
    const [first, second, third] = await Promise.all([
      hire(`${prefix} Aliyev`, { base_salary: "1200" }),
      hire(`${prefix} Botirov`, { base_salary: "1200" }),
      hire(`${prefix} Comil`, { base_salary: "3000", salary_currency: "SAR" }),
    ]);
    const month = monthsAgo(1);
    await loginThroughUi(page, hr.email, hr.password);
    await page.getByRole("link", { name: "Oylik to‘lovlar" }).click();
    await page.getByRole("heading", { name: "Oylik to‘lovlar" }).waitFor();
    await page.getByRole("button", { name: "Oldingi oy" }).click();
    await page.waitForURL((url) => url.searchParams.get("month") === monthText(month));
    await visible(page, `${MONTHS[month.month - 1]} ${month.year}`);
    await rowOf(page, first.full_name).waitFor();
    expect(await rowOf(page, third.full_name).innerText()).toContain("To‘lanmagan");

    // Ticking every line and none again leaves nothing chosen.
    const all = page.getByRole("checkbox", { name: "Hammasini tanlash" });
    await all.check();
    const payable = await page.getByRole("checkbox", { name: /^Tanlash: / }).count();
    await visible(page, `Tanlangan: ${payable} ta`);
    await all.uncheck();
    await page.getByText(/^Tanlangan: /).waitFor({ state: "detached" });

    for (const employee of [first, second, third]) await page.getByRole("checkbox", { name: `Tanlash: ${employee.full_name}` }).check();
    await page.getByLabel(`Summa: ${second.full_name}`).fill("1250,50");
    await visible(page, "Tanlangan: 3 ta");
    await page.getByRole("button", { name: "To‘langan deb belgilash" }).click();

    const dialog = page.getByRole("dialog", { name: "Oyliklarni to‘lash" });
    await dialog.getByText(`${MONTHS[month.month - 1]} ${month.year}: 3 ta oylik to‘langan deb belgilanadi.`).waitFor();
    expect(await dialog.getByRole("definition").allInnerTexts()).toEqual(["3 000.00 SAR", "2 450.50 USD"]);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByText("Naqd", { exact: true }).click();
    await dialog.getByRole("button", { name: "To‘lash" }).click();
    await visible(page, "3 ta oylik to‘landi");
    await dialog.waitFor({ state: "detached" });

    const paidOn = formatWireDate(businessDateOf(new Date()));
    for (const employee of [first, second, third]) {
      await eventually(() => rowOf(page, employee.full_name).innerText()).toMatch(new RegExp(`To‘langan\\s+${paidOn.replaceAll(".", "\\.")}\\s+Naqd`));
      expect(await page.getByRole("checkbox", { name: `Tanlash: ${employee.full_name}` }).count()).toBe(0);
    }
    expect(await rowOf(page, second.full_name).innerText()).toContain("1 250.50 USD");
    await expectNoSeriousA11yViolations(page);

    const months = await callApi<ApiPage<MonthlySalary>>(`${SALARIES.list.path}?employee_id=${second.id}`, { token: adminToken });
    expect(months.results).toEqual([
      expect.objectContaining({ month: month.month, year: month.year, salary: 1250.5, currency: "USD", status: true, paid_at: paidOn, method: "cash" }),
    ]);
    expect(session.consoleErrors).toEqual([]);
  });
});

describe("Xarajatlar", () => {
  it("adds an expense in its own currency, finds it and deletes it after asking", async () => {
    const { page } = session;
    const note = unique("Ofis ijarasi");
    await loginThroughUi(page, hr.email, hr.password);
    await page.getByRole("link", { name: "Xarajatlar" }).click();
    await page.getByRole("heading", { name: "Xarajatlar" }).waitFor();
    await page.getByRole("button", { name: "Yangi xarajat" }).click();

    const sheet = page.getByRole("dialog", { name: "Yangi xarajat" });
    await sheet.getByLabel("Turi").selectOption("rent");
    await sheet.getByLabel("Summa").fill("0");
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await sheet.getByText("Summa noldan katta bo'lishi kerak").waitFor();
    await sheet.getByLabel("Summa").fill("1500,25");
    await sheet.getByLabel("Valyuta").selectOption("USD");
    await sheet.getByLabel("Sana").fill("2025-03-01");
    await sheet.getByText("Bank o‘tkazmasi", { exact: true }).click();
    await sheet.getByLabel("Izoh").fill(note);
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Xarajat qo‘shildi");
    await sheet.waitFor({ state: "detached" });

    await page.getByRole("searchbox", { name: "Qidirish" }).fill(note);
    await eventually(() => page.locator("tbody tr").allInnerTexts()).toHaveLength(1);
    const [row] = await page.locator("tbody tr").allInnerTexts();
    for (const text of ["01.03.2025", "Ijara", "1 500.25 USD", "Bank o‘tkazmasi", note]) expect(row).toContain(text);
    await eventually(() => page.getByRole("region", { name: "Jami summalar" }).innerText()).toMatch(/Jami:\s*1 500.25 USD/);
    await page.getByLabel("Valyuta").selectOption("UZS");
    await visible(page, "Qidiruv bo‘yicha hech narsa topilmadi.");
    await page.getByLabel("Valyuta").selectOption("");
    await eventually(() => page.locator("tbody tr").allInnerTexts()).toHaveLength(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "O‘chirish: Ijara, 01.03.2025" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ha, o'chirish" }).click();
    await visible(page, "Xarajat o‘chirildi");
    await visible(page, "Qidiruv bo‘yicha hech narsa topilmadi.");
    expect(session.consoleErrors).toEqual([]);
  });
});

describe("Foyda va zarar", () => {
  it("shows the profit-and-loss block to those who run the business", async () => {
    const { page } = session;
    const ceo = await createUser(adminToken, { role: "ceo" });
    await loginThroughUi(page, ceo.email, ceo.password);
    await page.goto("/report");
    const block = page.getByRole("region", { name: "Foyda va zarar" });
    await block.getByRole("rowheader", { name: "Natija" }).waitFor();
    await block.getByRole("columnheader", { name: "Jami" }).waitFor();
    expect(session.consoleErrors).toEqual([]);
  });

  it("leaves it out for HR, whose report has no company result", async () => {
    const { page } = session;
    await loginThroughUi(page, hr.email, hr.password);
    await page.goto("/report");
    await page.getByRole("heading", { name: "Hisobotlar" }).waitFor();
    expect(await page.getByRole("region", { name: "Foyda va zarar" }).count()).toBe(0);
  });
});
