import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { collectCspViolations } from "./csp.ts";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

/** Debian's chromium; playwright never downloads a browser here. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

/** Console errors and uncaught page exceptions, collected as they happen. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

/** Chromium's own CPU throttling: a race that only a loaded machine shows comes out on any. */
async function throttleCpu(context: BrowserContext, page: Page, rate: number) {
  const devtools = await context.newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate });
}

export type BrowserSession = {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly consoleErrors: string[];
  /** Any left here when a test ends fail it. */
  readonly cspViolations: string[];
};

const FAILURE_SCREENSHOTS = path.join(tmpdir(), "e2e-failures");

/**
 * One browser per test file and a fresh context (no shared storage) per test, pointed at the
 * e2e server. A failing test prints the page's address and text and leaves a screenshot in
 * FAILURE_SCREENSHOTS; a test during which the page broke the server's Content-Security-Policy
 * fails.
 */
export function useBrowser(viewport = { width: 1440, height: 900 }): BrowserSession {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[] = [];
  let cspViolations: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: inject("baseUrl"), viewport, locale: "uz-UZ" });
    cspViolations = await collectCspViolations(context);
    page = await context.newPage();
    consoleErrors = collectConsoleErrors(page);
    if (process.env.E2E_CPU_THROTTLE) await throttleCpu(context, page, Number(process.env.E2E_CPU_THROTTLE));
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail" && page && !page.isClosed()) {
      mkdirSync(FAILURE_SCREENSHOTS, { recursive: true });
      const file = path.join(FAILURE_SCREENSHOTS, `${task.name.replace(/[^\w-]+/g, "_")}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      const text = await page.locator("body").innerText({ timeout: 2000 }).catch(() => "(unreadable)");
      console.error(`Screenshot of the failure: ${file}\nThe page at ${page.url()} read:\n${text.slice(0, 2000)}`);
    }
    await context?.close();
    expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
  });

  return {
    get page() {
      return page;
    },
    get context() {
      return context;
    },
    get consoleErrors() {
      return consoleErrors;
    },
    get cspViolations() {
      return cspViolations;
    },
  };
}
