import { describe, expect, it, inject } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();

describe("API reference", () => {
  it("lets an administrator open the reference from the profile panel, search it and read an endpoint", async () => {
    const { page } = session;
    const admin = inject("admin");
    await loginThroughUi(page, admin.email, admin.password);
    await page.getByRole("button", { name: "Sozlamalar" }).click();
    await page.getByRole("dialog", { name: "Shaxsiy profil" }).getByRole("link", { name: "API hujjatlari" }).click();
    await page.waitForURL("**/api-docs");
    await page.getByRole("heading", { name: "API hujjatlari", level: 1 }).waitFor();

    await page.getByPlaceholder("Yo‘l, tavsif yoki guruh bo‘yicha qidirish").fill("counter_agents/{id}");
    const group = page.getByRole("region", { name: "counterAgents" });
    await expect.poll(() => group.locator("details").count()).toBe(4);
    await group.getByText("One counter agent").click();
    await expect.poll(() => group.locator("details[open]").innerText()).toMatch(/Ruxsat: superuser, admin[\s\S]*id/);
    await expectNoSeriousA11yViolations(page);
  });

  it("serves the interactive reference outside production under the security policy", async () => {
    const { page } = session;
    await page.goto("/api/docs/");
    await page.getByText("Hajj back-office API").first().waitFor();
  });
});
