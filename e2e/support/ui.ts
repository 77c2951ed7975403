import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import type { Locator, Page } from "playwright-core";
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

/** A datetime field's date box (named by the field's label) and its time box, named after it. */
const dateTimeBoxes = (scope: Page | Locator, label: string) => ({
  date: scope.getByRole("textbox", { name: label, exact: true }),
  time: scope.getByRole("textbox", { name: `${label} (Makka vaqti)`, exact: true }),
});

/** Types a wire datetime (dd.MM.yyyy HH:mm) into a datetime field: the date, then the 24-hour time. */
export async function fillDateTime(scope: Page | Locator, label: string, wire: string) {
  const boxes = dateTimeBoxes(scope, label);
  await boxes.date.fill(wire.slice(0, 10));
  await boxes.time.fill(wire.slice(11));
}

/** What a datetime field shows, as a wire datetime. */
export async function dateTimeValue(scope: Page | Locator, label: string): Promise<string> {
  const boxes = dateTimeBoxes(scope, label);
  return `${await boxes.date.inputValue()} ${await boxes.time.inputValue()}`;
}
