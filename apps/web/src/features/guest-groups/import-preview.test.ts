import { describe, expect, it } from "vitest";
import { importResultOf, previewRows } from "./import-preview.ts";

describe("previewRows", () => {
  it("orders errors by line and names each field in Uzbek", () => {
    const rows = previewRows([
      { row: 5, field: "passport_number", message: "Pasport raqami noto‘g‘ri" },
      { row: 3, field: "gender", message: "Jins noto‘g‘ri" },
      { row: 3, field: "file", message: "Sarlavha topilmadi" },
    ]);
    expect(rows.map(({ row, field, message }) => [row, field, message])).toEqual([
      [3, "Jinsi", "Jins noto‘g‘ri"],
      [3, "file", "Sarlavha topilmadi"],
      [5, "Pasport raqami", "Pasport raqami noto‘g‘ri"],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(3);
  });
});

describe("importResultOf", () => {
  it("reads the row errors of a refused import and nothing from another refusal", () => {
    const body = { rows: 2, created: 0, errors: [{ row: 2, field: "diet", message: "Parhez noto‘g‘ri" }], detail: "…" };
    expect(importResultOf(body)).toEqual({ rows: 2, created: 0, errors: [{ row: 2, field: "diet", message: "Parhez noto‘g‘ri" }] });
    expect(importResultOf({ file: ["Fayl xlsx yoki csv bo‘lishi kerak"], detail: "…" })).toBeNull();
    expect(importResultOf("Server xatosi")).toBeNull();
  });
});
