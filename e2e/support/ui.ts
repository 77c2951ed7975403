import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Evaluated rather than added as a <script>, which the app's Content-Security-Policy refuses;
 * `undefined` last, so that evaluating it has nothing to send back.
 */
const AXE_SOURCE = `${readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")};undefined`;
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/** Logs in through the /auth form and waits until the app has left the login page. */
export async function loginThroughUi(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(email);
  const passwordInput = page.getByLabel("Parol", { exact: true });
  await passwordInput.fill(password);
  await passwordInput.press("Enter");
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.html}`).join("\n");
  return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
}

/**
 * Colours caught mid-transition (a toast fading in, a toggle changing colour) measure as poor
 * contrast that no user reads: the scan looks at the settled page, with motion switched off.
 */
const SETTLED_STYLE = "*, *::before, *::after { transition: none !important; animation: none !important; }";

/** Runs axe-core on the settled page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const settled = await page.addStyleTag({ content: SETTLED_STYLE });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe.run(document),
  );
  await settled.evaluate((style) => (style as Element).remove());
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""));
  expect(blocking.map(describeViolation), `accessibility violations on ${page.url()}`).toEqual([]);
}
