import { createRequire } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";

const loaded = (library: string) =>
  Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes(`${path.sep}${library}${path.sep}`));

it("leaves the libraries that only some requests use unloaded until they do", async () => {
  await import("./app.ts");
  // Spreadsheets (exports, imports) load exceljs, 29 MB of RSS; only a process with SMTP configured loads nodemailer, 16 MB.
  expect({ exceljs: loaded("exceljs"), nodemailer: loaded("nodemailer") }).toEqual({ exceljs: false, nodemailer: false });
  const { workbookOf } = await import("./http/xlsx-export.ts");
  expect((await workbookOf([])).subarray(0, 2).toString()).toBe("PK");
  expect(loaded("exceljs")).toBe(true);
});
