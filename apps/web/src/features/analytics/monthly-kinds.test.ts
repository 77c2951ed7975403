import { describe, expect, it } from "vitest";
import { ordersByMonth, totalsByStatus } from "./monthly-kinds.ts";

const months = [
  { month: "2025-04", kind: "food" as const, status: "done", count: 2 },
  { month: "2025-03", kind: "hotel" as const, status: "Completed", count: 1 },
  { month: "2025-04", kind: "food" as const, status: "canceled", count: 1 },
  { month: "2025-04", kind: "transfer" as const, status: "created", count: 3 },
];

describe("order analytics series", () => {
  it("stacks kinds per month over every status", () => {
    expect(ordersByMonth(months)).toEqual([
      { month: "2025-03", hotel: 1, food: 0, transfer: 0 },
      { month: "2025-04", hotel: 0, food: 3, transfer: 3 },
    ]);
  });

  it("totals each kind's statuses, kinds in a fixed order", () => {
    expect(totalsByStatus(months).map((row) => [row.kind, row.status, row.count])).toEqual([
      ["hotel", "Completed", 1],
      ["food", "done", 2],
      ["food", "canceled", 1],
      ["transfer", "created", 3],
    ]);
  });
});
