import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Relative modules a file imports statically; `import type` is erased and `import()` loads later. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+"(\.{1,2}\/[^"]+)";/gms)].map((match) => match[1]);
  return specifiers.filter((specifier) => /\.tsx?$/.test(specifier)).map((specifier) => path.resolve(path.dirname(file), specifier));
}

/** The catalogue files a module pulls in with everything it imports statically, as i18n/<name>. */
function cataloguesReached(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [path.join(src, entry)];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file));
  }
  return [...seen].filter((file) => file.startsWith(path.join(src, "i18n"))).map((file) => path.relative(src, file)).sort();
}

describe("the Uzbek catalogue split by area", () => {
  it("gives the entry chunk only the shared strings; the page titles come with the router", () => {
    expect(cataloguesReached("main.tsx")).toEqual(["i18n/common.ts"]);
    expect(cataloguesReached("app/router.tsx")).toContain("i18n/pages.ts");
  });

  it("gives the login page only its own strings besides the shared ones", () => {
    expect(cataloguesReached("features/auth/login-page.tsx")).toEqual(["i18n/auth.ts", "i18n/common.ts"]);
  });
});
