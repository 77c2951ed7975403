// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SCRIPT = path.join(ROOT, "scripts/boundaries.mjs");
const FOLDERS = ["apps", "packages", "e2e", "bench", "scripts"];
/** One cruise of the repository takes a few seconds alone, more on a busy machine. */
const CRUISE_TIMEOUT = 120_000;

type Outcome = { code: number; output: string };

function check(cwd: string, args: string[] = []): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], { cwd }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr });
    });
  });
}

const fixtures: string[] = [];
afterEach(async () => {
  await Promise.all(fixtures.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A throwaway tree laid out like the repository, with the given files. */
async function fixture(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "boundaries-"));
  fixtures.push(dir);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

/** The repository's source files as the file system lists them, independently of the cruise. */
async function sourceFileCount(): Promise<number> {
  let count = 0;
  for (const folder of FOLDERS) {
    for (const file of await readdir(path.join(ROOT, folder), { recursive: true })) {
      if (/(^|\/)(node_modules|dist)\//.test(file)) continue;
      if (/\.(ts|tsx|mjs|cjs|js)$/.test(file)) count++;
    }
  }
  return count;
}

describe("the import boundaries check", () => {
  it(
    "passes on the repository having read every source file, JSX included",
    async () => {
      const { code, output } = await check(ROOT);
      expect(output).toContain("no dependency violations found");
      expect(code).toBe(0);
      const checked = Number(/(\d+) project files checked/.exec(output)?.[1]);
      expect(checked).toBeGreaterThanOrEqual(await sourceFileCount());
    },
    CRUISE_TIMEOUT,
  );

  it(
    "fails on an import cycle",
    async () => {
      const dir = await fixture({
        "apps/api/src/db/a.ts": 'import { b } from "./b.ts";\nexport const a = () => b;\n',
        "apps/api/src/db/b.ts": 'import { a } from "./a.ts";\nexport const b = () => a;\n',
      });
      const { code, output } = await check(dir, ["--min-files", "1", "apps"]);
      expect(output).toContain("error no-circular: apps/api/src/db/a.ts → apps/api/src/db/b.ts");
      expect(code).toBe(1);
    },
    CRUISE_TIMEOUT,
  );

  it(
    "fails on a web feature importing another feature",
    async () => {
      const dir = await fixture({
        "apps/web/src/features/hotels/hotel-card.tsx":
          'import { orderLabel } from "../orders/order-label.ts";\nexport const HotelCard = () => <p>{orderLabel}</p>;\n',
        "apps/web/src/features/orders/order-label.ts": 'export const orderLabel = "Buyurtma";\n',
      });
      const { code, output } = await check(dir, ["--min-files", "1", "apps"]);
      expect(output).toContain(
        "error web-feature-not-to-other-features: apps/web/src/features/hotels/hotel-card.tsx → apps/web/src/features/orders/order-label.ts",
      );
      expect(code).toBe(1);
    },
    CRUISE_TIMEOUT,
  );

  it(
    "fails on an API module importing a higher layer, or a peer of its layer other than through its public.ts",
    async () => {
      const dir = await fixture({
        "apps/api/src/modules/hotels/lookup.ts": 'import { orderCount } from "../hotel-orders/count.ts";\nexport const hotel = orderCount;\n',
        "apps/api/src/modules/hotels/public.ts": 'export { hotel } from "./lookup.ts";\n',
        "apps/api/src/modules/hotel-orders/count.ts": "export const orderCount = 1;\n",
        "apps/api/src/modules/rooms/read.ts": 'import { hotel } from "../hotels/lookup.ts";\nexport const room = hotel;\n',
        "apps/api/src/modules/rooms/service.ts": 'import { hotel } from "../hotels/public.ts";\nexport const rooms = [hotel];\n',
      });
      const { code, output } = await check(dir, ["--min-files", "1", "apps"]);
      expect(output).toContain(
        "error api-catalog-below: apps/api/src/modules/hotels/lookup.ts → apps/api/src/modules/hotel-orders/count.ts",
      );
      expect(output).toContain(
        "error api-rooms-peers-public: apps/api/src/modules/rooms/read.ts → apps/api/src/modules/hotels/lookup.ts",
      );
      expect(output).toContain("2 dependency violations");
      expect(code).toBe(1);
    },
    CRUISE_TIMEOUT,
  );

  it(
    "fails when it read fewer files than the floor, though nothing it read broke a rule",
    async () => {
      const dir = await fixture({ "apps/api/src/db/a.ts": "export const a = 1;\n" });
      const { code, output } = await check(dir, ["apps"]);
      expect(output).toContain("only 1 project files were cruised");
      expect(code).toBe(1);
    },
    CRUISE_TIMEOUT,
  );
});
