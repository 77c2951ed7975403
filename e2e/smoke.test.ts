import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "./support/browser.ts";

const session = useBrowser();

describe("the e2e server", () => {
  it("answers the health check", async () => {
    const response = await fetch(`${inject("baseUrl")}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("serves the built web app, which starts without console errors", async () => {
    const response = await session.page.goto("/");
    expect(response?.status()).toBe(200);
    await session.page.locator("#root > *").first().waitFor();
    expect(session.consoleErrors).toEqual([]);
  });
});
