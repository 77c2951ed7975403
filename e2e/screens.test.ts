import { beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { loginThroughUi } from "./support/ui.ts";

const session = useBrowser();

let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
});

async function loginAsNewAdmin() {
  const admin = await createUser(adminToken, { role: "admin", full_name: "Ekran Admin" });
  await loginThroughUi(session.page, admin.email, admin.password);
  return admin;
}

describe("forms that don't lose work", () => {
  it("opens a form in its first field, and asks before the browser's Back drops what was typed", async () => {
    const { page } = session;
    await loginAsNewAdmin();
    // Back to a page of the app, not to another document: the app's own history is what it guards.
    await page.goto("/counterparties");
    const menu = page.getByRole("navigation", { name: "Asosiy menyu" });
    await menu.getByRole("button", { name: "Mehmonxona", exact: true }).click();
    await menu.getByRole("link", { name: "Mehmonxonalar" }).click();
    await page.waitForURL("**/hotels/hotel");
    await page.getByRole("button", { name: "Yangi mehmonxona" }).click();
    const sheet = page.getByRole("dialog", { name: "Yangi mehmonxona" });
    const name = sheet.getByLabel("Nomi", { exact: true });
    await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type("Yozilgan mehmonxona");

    await page.goBack();
    const question = page.getByRole("alertdialog", { name: "O‘zgarishlar saqlanmagan" });
    await question.getByText("Sahifadan chiqsangiz, kiritilgan o‘zgarishlar yo‘qoladi.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/hotels/hotel");
    await question.getByRole("button", { name: "Tahrirlashda davom etish" }).click();
    await question.waitFor({ state: "hidden" });
    expect(await name.inputValue()).toBe("Yozilgan mehmonxona");

    await page.goBack();
    await question.getByRole("button", { name: "Saqlamasdan chiqish" }).click();
    await page.waitForURL("**/counterparties");
  });
});

describe("print", () => {
  it("offers 'Chop etish' on the report and employee pages, and prints the page alone with its title and the time", async () => {
    const { page } = session;
    const admin = await loginAsNewAdmin();
    for (const path of ["/report", `/hr/${admin.id}`]) {
      await page.goto(path);
      await page.getByRole("button", { name: "Chop etish" }).waitFor();
    }
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await page.getByRole("button", { name: "Chop etish" }).click();
    expect(await page.locator("body").getAttribute("data-printed")).toBe("yes");

    await page.emulateMedia({ media: "print" });
    await page.getByText(/^Chop etilgan: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(Makka vaqti\)$/).waitFor();
    await page.getByRole("heading", { name: "Ekran Admin", level: 1 }).waitFor();
    expect(await page.getByRole("navigation", { name: "Asosiy menyu" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Chop etish" }).isVisible()).toBe(false);
  });
});
