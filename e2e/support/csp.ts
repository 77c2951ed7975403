import type { BrowserContext } from "playwright-core";

/** Runs in every frame before the page's own scripts, so no violation happens unseen. */
const LISTENER = `document.addEventListener("securitypolicyviolation", (event) => {
  const blocked = event.blockedURI || "inline";
  const sample = event.sample ? " (" + event.sample + ")" : "";
  window.__reportCspViolation(event.effectiveDirective + " refused " + blocked + " at " + event.sourceFile + ":" + event.lineNumber + sample);
});`;

/** Content-Security-Policy violations in any page of the context, collected as they happen. */
export async function collectCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding("__reportCspViolation", (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(LISTENER);
  return violations;
}
