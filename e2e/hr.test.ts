import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDateOf, formatWireDate, type CalendarDate } from "@app/contract/dates";
import { EMPLOYEES, EXPENSES, SALARIES } from "@app/contract/endpoints/hr";
import { pathOf } from "@app/contract/endpoint";
import type { Employee } from "@app/contract/schemas/hr";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { dateTimeValue, expectNoSeriousA11yViolations, fillDateTime, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let adminToken: string;
let hr: { email: string; password: string };

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  hr = await createUser(adminToken, { role: "hr" });
});

const MONTHS = ["Yanvar", "Fevral", "Mart", "Aprel", "May", "Iyun", "Iyul", "Avgust", "Sentabr", "Oktabr", "Noyabr", "Dekabr"];

/** A name no other test uses, so searches see only this test's rows. */
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const today = () => businessDateOf(new Date());
const monthLabel = (date: CalendarDate) => `${MONTHS[date.month - 1]} ${date.year}`;

/** The first day of the month `back` months before this one. */
function monthsAgo(back: number): CalendarDate {
  const { year, month } = today();
  const index = year * 12 + month - 1 - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
}

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const rowTexts = (page: Page) => page.locator("tbody tr").allInnerTexts();
const totals = (page: Page) => page.getByRole("region", { name: "Jami summalar" }).innerText();
/** A figure of the card's summary, by its caption. */
const figure = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

function hire(fields: Partial<Record<string, unknown>> = {}) {
  return callApi<Employee>(EMPLOYEES.create.path, {
    method: "POST",
    token: adminToken,
    body: {
      full_name: unique("Karimov Aziz"),
      email: `xodim-${randomUUID().slice(0, 8)}@e2e.uz`,
      password: "Parol12345",
      role: "operator",
      base_salary: "1200",
      ...fields,
    },
  });
}

describe("employee card", () => {
  it("adds, edits and deletes expenses and marks a month's salary paid", async () => {
    const { page } = session;
    const employee = await hire({ date_come: formatWireDate(monthsAgo(2)) });
    await loginThroughUi(page, hr.email, hr.password);
    await page.goto("/hr");
    await page.getByRole("searchbox", { name: "Qidirish" }).fill(employee.full_name);
    await page.getByRole("link", { name: employee.full_name }).click();
    await page.getByRole("heading", { name: employee.full_name }).waitFor();
    expect(page.url()).toContain(`/hr/${employee.id}`);

    await page.getByRole("button", { name: "Yangi xarajat" }).click();
    const dialog = page.getByRole("dialog", { name: "Yangi xarajat" });
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    expect(await dialog.getByRole("alert").allInnerTexts()).toEqual([
      "Bu maydon to'ldirilishi shart",
      "Sana va vaqt dd.MM.yyyy HH:mm ko'rinishida bo'lishi kerak",
      "Summa son bo'lishi kerak",
    ]);
    await dialog.getByLabel("Nomi").fill("Ishchi vizasi");
    await fillDateTime(dialog, "Sana va vaqt", "05.03.2025 10:30");
    await dialog.getByLabel("Summa").fill("465,50");
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Xarajat qo‘shildi");
    await dialog.waitFor({ state: "detached" });
    await eventually(() => rowTexts(page)).toHaveLength(1);
    const [expense] = await rowTexts(page);
    expect(expense).toContain("Ishchi vizasi");
    expect(expense).toContain("05.03.2025 10:30");
    expect(expense).toContain("465.50");
    expect(expense).toContain("To‘lanmagan");
    await eventually(() => totals(page)).toMatch(/Jami:\s*465.50 USD\s*To‘langan:\s*0.00 USD\s*To‘lanmagan:\s*465.50 USD/);
    await eventually(() => figure(page, "Ishga olish xarajatlari").innerText()).toBe("465.50 USD");

    await page.getByLabel("Holati", { exact: true }).selectOption("true");
    await page.waitForURL((url) => url.searchParams.get("status") === "true");
    await visible(page, "Qidiruv bo‘yicha hech narsa topilmadi.");
    await page.getByLabel("Holati", { exact: true }).selectOption("");
    await eventually(() => rowTexts(page)).toHaveLength(1);
    await page.getByLabel("Sanadan").fill("2025-03-06");
    await page.waitForURL((url) => url.searchParams.get("date_after") === "2025-03-06");
    await visible(page, "Qidiruv bo‘yicha hech narsa topilmadi.");
    await page.getByLabel("Sanagacha").fill("2025-03-31");
    await page.getByLabel("Sanadan").fill("2025-03-05");
    await page.waitForURL((url) => url.searchParams.get("date_after") === "2025-03-05" && url.searchParams.get("date_before") === "2025-03-31");
    await eventually(() => rowTexts(page)).toHaveLength(1);

    await page.getByRole("button", { name: "Tahrirlash: Ishchi vizasi" }).click();
    const edit = page.getByRole("dialog", { name: "Xarajatni tahrirlash" });
    expect(await dateTimeValue(edit, "Sana va vaqt")).toBe("05.03.2025 10:30");
    await edit.getByLabel("Summa").fill("500");
    await edit.getByRole("switch", { name: "To‘langan" }).click();
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Xarajat yangilandi");
    await edit.waitFor({ state: "detached" });
    await eventually(() => totals(page)).toMatch(/Jami:\s*500.00 USD\s*To‘langan:\s*500.00 USD\s*To‘lanmagan:\s*0.00 USD/);
    expect((await rowTexts(page))[0]).toContain("To‘langan");

    await callApi(pathOf(EXPENSES.create.path, { employee_id: employee.id }), {
      method: "POST",
      token: adminToken,
      body: { title: "Aviachipta", date: "20.03.2025 09:00", cost: "420" },
    });
    await page.reload();
    await eventually(() => rowTexts(page)).toHaveLength(2);
    await page.getByRole("button", { name: "O‘chirish: Aviachipta" }).click();
    await page.getByRole("button", { name: "Ha, o'chirish" }).click();
    await visible(page, "Xarajat o‘chirildi");
    await eventually(() => rowTexts(page)).toHaveLength(1);
    await eventually(() => figure(page, "Ishga olish xarajatlari").innerText()).toBe("500.00 USD");

    await page.getByRole("tab", { name: "Oylik jadvali" }).click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "salaries");
    await page.getByText(/^Oylik jadvali bo‘sh/).waitFor();
    const fill = page.getByRole("button", { name: "Yetishmayotgan oylarni qo‘shish" });
    await fill.click();
    await visible(page, "Oylik jadvali to‘ldirildi");
    const months = [0, 1, 2].map((back) => monthLabel(monthsAgo(back)));
    const monthColumn = () => page.locator("tbody tr td:nth-child(2)").allInnerTexts();
    await eventually(monthColumn).toEqual(months);
    await fill.click();
    await expect.poll(() => fill.getAttribute("aria-busy")).toBeNull();
    await eventually(monthColumn).toEqual(months);
    await eventually(() => totals(page)).toMatch(/Jami:\s*3 600.00 USD\s*To‘langan:\s*0.00 USD\s*To‘lanmagan:\s*3 600.00 USD/);

    await page.getByRole("button", { name: `To‘landi deb belgilash: ${months[0]}` }).click();
    await visible(page, "Oylik to‘langan deb belgilandi");
    await eventually(() => page.locator("tbody tr").first().innerText()).toContain("To‘langan");
    expect(await page.getByRole("button", { name: `To‘landi deb belgilash: ${months[0]}` }).count()).toBe(0);
    await eventually(() => totals(page)).toMatch(/To‘langan:\s*1 200.00 USD\s*To‘lanmagan:\s*2 400.00 USD/);
    await eventually(() => figure(page, "To‘langan oyliklar").innerText()).toBe("1 200.00 USD");

    await page.getByRole("button", { name: `Tahrirlash: ${months[1]}` }).click();
    const salary = page.getByRole("dialog", { name: "Oylikni tahrirlash" });
    await salary.getByLabel("Oylik", { exact: true }).fill("1350.75");
    await salary.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Oylik yangilandi");
    await eventually(() => page.locator("tbody tr").nth(1).innerText()).toContain("1 350.75");
    expect(session.consoleErrors).toEqual([]);
  });
});

describe("employee list", () => {
  it("hires an employee and edits the personnel fields, flagging a passport that ends soon", async () => {
    const { page } = session;
    const name = unique("Yusupova Malika");
    await loginThroughUi(page, hr.email, hr.password);
    await page.goto("/hr");
    await page.getByRole("button", { name: "Yangi xodim" }).click();
    const sheet = page.getByRole("dialog", { name: "Yangi xodim" });
    await sheet.getByLabel("F.I.Sh.").fill(name);
    await sheet.getByLabel("Email").fill(`malika-${randomUUID().slice(0, 8)}@e2e.uz`);
    await sheet.getByLabel("Parol", { exact: true }).fill("Parol12345");
    await sheet.getByLabel("Rol", { exact: true }).selectOption("reception");
    await sheet.getByLabel("Telefon raqami").fill("+998901234567");
    await sheet.getByLabel("Ishga kelgan sana").fill("2025-02-10");
    await sheet.getByLabel("Asosiy oylik").fill("1500");
    await sheet.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Xodim muvaffaqiyatli qo‘shildi");
    await sheet.waitFor({ state: "detached" });

    await page.getByRole("searchbox", { name: "Qidirish" }).fill(name);
    await eventually(() => rowTexts(page)).toHaveLength(1);
    const [created] = await rowTexts(page);
    expect(created).toContain("Qabulxona");
    expect(created).toContain("10.02.2025");
    expect(created).toContain("1 500.00");

    const soon = addDays(today(), 20);
    const soonIso = `${soon.year}-${String(soon.month).padStart(2, "0")}-${String(soon.day).padStart(2, "0")}`;
    await page.getByRole("button", { name: `Tahrirlash: ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Xodim ma’lumotlarini tahrirlash" });
    expect(await edit.getByLabel("Email").count()).toBe(0);
    expect(await edit.getByLabel("Telefon raqami").inputValue()).toBe("+998901234567");
    await edit.getByLabel("Pasport raqami").fill("AC1234567");
    await edit.getByLabel("Pasport amal qilish muddati").fill(soonIso);
    await edit.getByLabel("Asosiy oylik").fill("1650.505");
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await edit.getByText("Summada ko'pi bilan 2 ta kasr raqami bo'lishi mumkin").waitFor();
    await edit.getByLabel("Asosiy oylik").fill("1650");
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await visible(page, "Xodim ma’lumotlari yangilandi");
    await edit.waitFor({ state: "detached" });
    await eventually(async () => (await rowTexts(page))[0]).toContain("Muddati tugayapti");
    expect((await rowTexts(page))[0]).toContain("1 650.00");
    expect((await rowTexts(page))[0]).toContain(formatWireDate(soon));
    expect(session.consoleErrors).toEqual([]);
  });

  it("keeps the role and active filters in the URL", async () => {
    const { page } = session;
    const prefix = unique("Filtr");
    await hire({ full_name: `${prefix} Chef`, role: "chef" });
    await hire({ full_name: `${prefix} Haydovchi`, role: "transportation", is_active: false });
    await loginThroughUi(page, hr.email, hr.password);
    await page.goto(`/hr?search=${encodeURIComponent(prefix)}`);
    await eventually(() => rowTexts(page)).toHaveLength(2);

    await page.getByLabel("Rol", { exact: true }).selectOption("transportation");
    await page.waitForURL((url) => url.searchParams.get("role") === "transportation");
    await eventually(() => rowTexts(page)).toHaveLength(1);
    expect((await rowTexts(page))[0]).toContain("Faol emas");
    await page.getByLabel("Holati", { exact: true }).selectOption("true");
    await page.waitForURL((url) => url.searchParams.get("is_active") === "true");
    await visible(page, "Qidiruv bo‘yicha hech narsa topilmadi.");
    await page.reload();
    expect(await page.getByLabel("Rol", { exact: true }).inputValue()).toBe("transportation");
    await visible(page, "Qidiruv bo‘yicha hech narsa topilmadi.");
  });
});

describe("roles", () => {
  it("shows analytics the pages without any write action", async () => {
    const { page } = session;
    const employee = await hire({ date_come: formatWireDate(monthsAgo(0)) });
    await callApi(SALARIES.create.path, { method: "POST", token: adminToken, body: { employee_id: employee.id } });
    const analyst = await createUser(adminToken, { role: "analytics" });
    await loginThroughUi(page, analyst.email, analyst.password);
    await page.goto(`/hr?search=${encodeURIComponent(employee.full_name)}`);
    await eventually(() => rowTexts(page)).toHaveLength(1);
    expect(await page.getByRole("button", { name: "Yangi xodim" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Tahrirlash/ }).count()).toBe(0);

    await page.goto(`/hr/${employee.id}?tab=salaries`);
    await page.locator("tbody tr").first().waitFor();
    expect(await page.getByRole("button", { name: "Yetishmayotgan oylarni qo‘shish" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^To‘landi/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Tahrirlash/ }).count()).toBe(0);
  });

  it("sends a role without HR rights away from /hr", async () => {
    const { page } = session;
    const keeper = await createUser(adminToken, { role: "warehouse" });
    await loginThroughUi(page, keeper.email, keeper.password);
    await page.goto("/hr");
    await page.waitForURL((url) => url.pathname !== "/hr");
    expect(await page.getByRole("link", { name: "HR" }).count()).toBe(0);
  });
});

describe("accessibility", () => {
  it("has no serious or critical axe violation on the list, the card's tabs and the forms", async () => {
    const { page } = session;
    const employee = await hire({ date_come: formatWireDate(monthsAgo(1)), validity_period: formatWireDate(addDays(today(), 5)) });
    await callApi(pathOf(EXPENSES.create.path, { employee_id: employee.id }), {
      method: "POST",
      token: adminToken,
      body: { title: "Aviachipta", date: "01.03.2025 09:00", cost: "420", status: true },
    });
    await callApi(SALARIES.create.path, { method: "POST", token: adminToken, body: { employee_id: employee.id } });
    await loginThroughUi(page, hr.email, hr.password);

    await page.goto("/hr");
    await page.locator("tbody tr").first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Yangi xodim" }).click();
    await page.getByRole("dialog", { name: "Yangi xodim" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");

    await page.goto(`/hr/${employee.id}`);
    await page.locator("tbody tr").first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Yangi xarajat" }).click();
    await page.getByRole("dialog", { name: "Yangi xarajat" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Oylik jadvali" }).click();
    await page.getByRole("button", { name: /^To‘landi deb belgilash/ }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(session.consoleErrors).toEqual([]);
  });
});
