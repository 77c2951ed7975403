import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "./support/browser.ts";

const session = useBrowser();

describe("the Content-Security-Policy", () => {
  it("comes with the web app's page", async () => {
    const response = await fetch(inject("baseUrl"));
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("stops a script injected into the page, and the suite sees the violation", async () => {
    await session.page.goto("/");
    await session.page.locator("#root > *").first().waitFor();
    const ran = await session.page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injectedScriptRan = true";
      document.head.append(script);
      return "injectedScriptRan" in window;
    });
    expect(ran).toBe(false);
    await expect.poll(() => session.cspViolations.length).toBeGreaterThan(0);
    expect(session.cspViolations[0]).toMatch(/^script-src-elem refused inline/);
    // Taken here, so that the check every test ends with does not fail this one.
    session.cspViolations.splice(0);
  });
});
