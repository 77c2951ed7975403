import { createRequire } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";

const exceljsLoaded = () =>
  Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes(`${path.sep}exceljs${path.sep}`));

it("loads exceljs (29 MB of RSS) with the first sheet written, not with the server's routes", async () => {
  await import("../app.ts");
  expect(exceljsLoaded()).toBe(false);
  const { workbookOf } = await import("./xlsx-export.ts");
  expect((await workbookOf([])).subarray(0, 2).toString()).toBe("PK");
  expect(exceljsLoaded()).toBe(true);
});
