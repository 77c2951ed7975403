import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();
let adminToken: string;
let ceo: { email: string; password: string; full_name: string };
let hr: { email: string; password: string };

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
  ceo = await createUser(adminToken, { role: "ceo", full_name: `Nazoratchi ${randomUUID().slice(0, 6)}` });
  hr = await createUser(adminToken, { role: "hr" });
});

/** A name no other test uses, so searches see only this test's rows. */
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
/** The sidebar's entries, once it shows: both roles here read the reports. */
async function topMenu(page: Page) {
  const nav = page.getByRole("navigation", { name: "Asosiy menyu" });
  await nav.getByRole("link", { name: "Hisobotlar" }).waitFor();
  return nav.locator(":scope > ul > li > :is(a, button)").allInnerTexts();
}

async function openCounterparty(page: Page, name: string) {
  await page.goto(`/counterparties?search=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Tahrirlash: ${name}` }).click();
  return page.getByRole("dialog", { name: "Kontragentni yangilash" });
}

/** A counterparty the admin created, named uniquely from `prefix`. */
async function createdCounterparty(prefix: string, counter_agent_type: "B2B" | "B2C") {
  const name = unique(prefix);
  await callApi(COUNTERPARTIES.list.path, { method: "POST", token: adminToken, body: { name, address: "Makka, Ajyad ko‘chasi", counter_agent_type } });
  return name;
}

describe("Audit", () => {
  it("shows a renamed counterparty's old → new name on the Audit page and in the record's Tarix", async () => {
    const { page } = session;
    const name = await createdCounterparty("Al-Marwa Travel", "B2B");

    await loginThroughUi(page, ceo.email, ceo.password);
    expect(await topMenu(page)).toContain("Audit");
    const edit = await openCounterparty(page, name);
    await edit.getByLabel("Nomi").fill(`${name} Plus`);
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await edit.waitFor({ state: "detached" });

    const sheet = await openCounterparty(page, `${name} Plus`);
    const history = sheet.getByRole("region", { name: "Tarix" });
    // Newest first: the ceo's rename, then the admin's creation.
    await eventually(() => history.locator("tbody tr").allInnerTexts()).toEqual([
      expect.stringContaining(`Nomi: ${name} → ${name} Plus`),
      expect.stringContaining(`Nomi: ${name}`),
    ]);
    const [renamed, created] = await history.locator("tbody tr").allInnerTexts();
    expect(renamed).toContain(ceo.full_name);
    expect(renamed).toContain("O‘zgartirildi");
    expect(created).toContain("Yaratildi");
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");

    await page.getByRole("navigation", { name: "Asosiy menyu" }).getByRole("link", { name: "Audit" }).click();
    await page.getByRole("heading", { name: "Audit", level: 1 }).waitFor();
    await page.getByLabel("Yozuv turi").selectOption({ label: "Kontragent" });
    await page.waitForURL((url) => url.searchParams.get("entity") === "counter_agents");
    const combobox = page.getByRole("combobox", { name: "Foydalanuvchi" });
    await combobox.click();
    await combobox.fill(ceo.full_name);
    await page.getByRole("option", { name: new RegExp(ceo.full_name) }).first().click();
    await page.waitForURL((url) => Boolean(url.searchParams.get("user")));
    const row = page.getByRole("row").filter({ hasText: `Nomi: ${name} → ${name} Plus` });
    await row.waitFor();
    const cells = await row.locator("td").allInnerTexts();
    expect(cells[0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(cells.slice(1, 3)).toEqual([ceo.full_name, "O‘zgartirildi"]);
    expect(cells[3]).toMatch(/^Kontragent\s+[0-9a-f-]{36}$/);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await row.waitFor();
    expect(await page.getByLabel("Yozuv turi").inputValue()).toBe("counter_agents");
  });

  it("is neither in the menu nor on a record for a role that may not read it", async () => {
    const { page } = session;
    const name = await createdCounterparty("Safa Group", "B2C");
    await loginThroughUi(page, hr.email, hr.password);
    expect(await topMenu(page)).not.toContain("Audit");
    const sheet = await openCounterparty(page, name);
    await sheet.getByLabel("Nomi").waitFor();
    expect(await sheet.getByRole("region", { name: "Tarix" }).count()).toBe(0);
    expect(await sheet.getByText("Tarix", { exact: true }).count()).toBe(0);
    await page.goto("/audit");
    await page.waitForURL((url) => url.pathname !== "/audit");
  });
});
