import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const fixture = (name: string) => `scripts/lint-fixtures/${name}`;

type Diagnostic = { code: string; filename: string };

/** Lints files with the repository's configuration, as `npm run lint` does. */
function oxlint(files: string[]) {
  const run = spawnSync(process.execPath, ["node_modules/oxlint/bin/oxlint", "--format", "json", ...files], {
    cwd: root,
    encoding: "utf8",
  });
  const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return { status: run.status, diagnostics };
}

describe("the lint gate", () => {
  it("fails on each kind of mistake it guards against and passes a clean file", { timeout: 60_000 }, () => {
    const { status, diagnostics } = oxlint([fixture("violations.test.ts"), fixture("clean.test.ts")]);
    expect(status).not.toBe(0);
    expect(diagnostics.filter((diagnostic) => diagnostic.filename === fixture("clean.test.ts"))).toEqual([]);
    expect(new Set(diagnostics.map((diagnostic) => diagnostic.code))).toEqual(
      new Set([
        "import(no-duplicates)",
        "typescript(no-explicit-any)",
        // Only the type-aware linter knows a call returns a promise.
        "typescript(no-floating-promises)",
        "vitest(no-focused-tests)",
        "vitest(no-disabled-tests)",
        "vitest(expect-expect)",
      ]),
    );
  });
});
