import AES from "crypto-js/aes";
import Utf8 from "crypto-js/enc-utf8";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { AUTH } from "@app/contract/endpoints/auth";
import { PROFILE } from "@app/contract/endpoints/profile";
import { API_BASE } from "@app/contract/routes";
import { createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();

let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
});

/** A stored item as the app wrote it: AES with the key name as passphrase. */
async function storedItem(page: Page, key: "token" | "refresh" | "user"): Promise<unknown> {
  const cipher = await page.evaluate((name) => localStorage.getItem(name), key);
  return cipher === null ? null : JSON.parse(AES.decrypt(cipher, key).toString(Utf8));
}

async function loginAsNewAdmin(page: Page) {
  const admin = await createUser(adminToken, { role: "admin", full_name: "Shell Admin" });
  await loginThroughUi(page, admin.email, admin.password);
  await page.waitForURL("**/report");
  return admin;
}

const groupButton = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Asosiy menyu" }).getByRole("button", { name, exact: true });

describe("sidebar", () => {
  it("opens the active route's group, keeps one group open at a time and closes the open one on click", async () => {
    const { page } = session;
    await loginAsNewAdmin(page);
    await page.goto("/kitchen/menu");
    await page.getByRole("heading", { name: "Menyu", level: 1 }).waitFor();
    await expect.poll(() => groupButton(page, "Oshxona").getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => groupButton(page, "Buyurtmalar").getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.getByRole("link", { name: "Menyu", exact: true }).getAttribute("aria-current")).toBe("page");

    await groupButton(page, "Buyurtmalar").click();
    await expect.poll(() => groupButton(page, "Buyurtmalar").getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => groupButton(page, "Oshxona").getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.getByRole("link", { name: "Menyu", exact: true }).isVisible()).toBe(false);

    await groupButton(page, "Buyurtmalar").click();
    await expect.poll(() => groupButton(page, "Buyurtmalar").getAttribute("aria-expanded")).toBe("false");

    await groupButton(page, "Mehmonxona").click();
    await page.getByRole("link", { name: "Xonalar", exact: true }).click();
    await page.waitForURL("**/hotels/rooms");
    await page.getByRole("heading", { name: "Xonalar", level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it("shows every route under its own title", async () => {
    const { page } = session;
    await loginAsNewAdmin(page);
    const routes: Array<[string, string]> = [
      ["/orders/active", "Faol buyurtmalar"],
      ["/orders/active/hotels/7", "Mehmonxona buyurtmasi"],
      ["/orders/active/foods/7", "Taom buyurtmasi"],
      ["/orders/completed", "Yakunlangan buyurtmalar"],
      ["/orders/completed/hotels/7", "Mehmonxona buyurtmasi"],
      ["/orders/completed/foods/7", "Taom buyurtmasi"],
      ["/orders/planned", "Rejalashtirilgan buyurtmalar"],
      ["/orders/planned/hotels/7", "Mehmonxona buyurtmasi"],
      ["/orders/analytics", "Buyurtmalar tahlili"],
      ["/hotels/hotel", "Mehmonxonalar"],
      ["/hotels/hotel/7", "Mehmonxona"],
      ["/hotels/rooms", "Xonalar"],
      ["/hotels/reservations", "Bronlar"],
      ["/hotels/guests", "Mehmonlar"],
      ["/kitchen/recepts", "Retseptlar"],
      ["/kitchen/menu", "Menyu"],
      ["/kitchen/foods", "Taomlar"],
      ["/kitchen/food-sections", "Taom bo‘limlari"],
      ["/kitchen/products", "Mahsulotlar"],
      ["/kitchen/warehouses", "Ombor"],
      ["/kitchen/branches", "Filiallar"],
      ["/kitchen/units-of-measurement", "O‘lchov birliklari"],
      ["/hr", "HR"],
      ["/hr/7", "Xodim kartasi"],
      ["/payroll", "Oylik to‘lovlar"],
      ["/expenses", "Xarajatlar"],
      ["/taxi", "Taksi bazasi"],
      ["/report", "Hisobotlar"],
      ["/audit", "Audit"],
    ];
    for (const [path, title] of routes) {
      await page.goto(path);
      await page.getByRole("heading", { name: title, level: 1, exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.goto("/");
    await page.waitForURL("**/report");
  });

  it("turns into a drawer behind a menu button on a narrow screen", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsNewAdmin(page);
    const nav = page.getByRole("navigation", { name: "Asosiy menyu" });
    await expect.poll(() => nav.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Menyuni ochish" }).click();
    await nav.waitFor();
    await expectNoSeriousA11yViolations(page);
    await nav.getByRole("link", { name: "Taksi bazasi" }).click();
    await page.waitForURL("**/taxi");
    await nav.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "Taksi bazasi", level: 1 }).waitFor();
  });
});

describe("session", () => {
  it("refreshes silently when a call is answered 401 and keeps the page working", async () => {
    const { page } = session;
    const profileUrl = `**${API_BASE}${PROFILE.get.path}`;
    const bearers: string[] = [];
    let refreshes = 0;
    page.on("request", (request) => {
      if (request.url().endsWith(AUTH.refresh.path)) refreshes += 1;
    });
    await page.route(profileUrl, async (route) => {
      bearers.push(route.request().headers().authorization ?? "");
      if (bearers.length === 1) {
        await route.fulfill({
          status: 401,
          contentType: "application/json",
          body: JSON.stringify({ detail: "Token yaroqsiz yoki muddati tugagan", code: "token_not_valid" }),
        });
      } else {
        await route.continue();
      }
    });

    const admin = await loginAsNewAdmin(page);
    await page.getByRole("button", { name: "Sozlamalar" }).click();
    const panel = page.getByRole("dialog", { name: "Shaxsiy profil" });
    await panel.getByText(admin.email, { exact: true }).first().waitFor();

    expect(refreshes).toBe(1);
    expect(bearers).toHaveLength(2);
    expect(bearers[1]).not.toBe(bearers[0]);
    expect(`Bearer ${String(await storedItem(page, "token"))}`).toBe(bearers[1]);
    expect(new URL(page.url()).pathname).toBe("/report");
  });

  it("ends the session and returns to /auth when the refresh fails", async () => {
    const { page } = session;
    await page.route(`**${API_BASE}${PROFILE.get.path}`, (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ detail: "muddati tugagan" }) }),
    );
    await page.route(`**${API_BASE}${AUTH.refresh.path}`, (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ detail: "yaroqsiz" }) }),
    );
    const admin = await createUser(adminToken, { role: "admin" });
    await page.goto("/auth");
    await page.getByLabel("Email", { exact: true }).fill(admin.email);
    await page.getByLabel("Parol", { exact: true }).fill(admin.password);
    const expired = page.locator("[data-sonner-toast]", { hasText: "Sessiya tugadi. Iltimos, qayta kiring." }).waitFor();
    await page.getByRole("button", { name: "Kirish", exact: true }).click();
    await expired;
    await page.waitForURL("**/auth");
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  it("logs out: the server revokes the refresh token, storage is cleared and the routes are closed again", async () => {
    const { page } = session;
    await loginAsNewAdmin(page);
    const refresh = await storedItem(page, "refresh");
    expect(typeof refresh).toBe("string");
    expect(await storedItem(page, "user")).toMatchObject({ name: "Shell Admin", role: "admin" });

    // The page leaves at once and revokes on the way out: the reuse below waits for the revocation.
    const revoked = page.waitForResponse((response) => response.url().endsWith(`${API_BASE}${AUTH.logout.path}`));
    await page.getByRole("button", { name: "Tizimdan chiqish" }).click();
    await page.waitForURL("**/auth");
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await revoked).ok()).toBe(true);

    const reuse = await fetch(`${inject("baseUrl")}${API_BASE}${AUTH.refresh.path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh }),
    });
    expect(reuse.status).toBe(401);

    await page.goto("/report");
    await page.waitForURL("**/auth");
  });
});
