import { describe, expect, it } from "vitest";
import { isEmptySeries, ordersByDay, ordersByMonth, seriesOf, totalsByStatus } from "./order-series.ts";

const months = [
  { month: "2025-04", kind: "food" as const, status: "done", count: 2 },
  { month: "2025-03", kind: "hotel" as const, status: "Completed", count: 1 },
  { month: "2025-04", kind: "food" as const, status: "canceled", count: 1 },
  { month: "2025-04", kind: "transfer" as const, status: "created", count: 3 },
];

const days = [
  { date: "02.11.2025", kind: "transfer" as const, status: "created", count: 2 },
  { date: "02.11.2025", kind: "transfer" as const, status: "canceled", count: 1 },
  { date: "02.11.2025", kind: "hotel" as const, status: "Planned", count: 4 },
  { date: "04.11.2025", kind: "food" as const, status: "pending", count: 1 },
  { date: "04.11.2025", kind: "food" as const, status: "done", count: 5 },
];
const november = { date_from: "01.11.2025", date_to: "04.11.2025" };

describe("order analytics series", () => {
  it("stacks kinds per day over every status, each day of the range in place", () => {
    expect(ordersByDay(days, november, "kind")).toEqual([
      { slot: "01.11.2025", counts: { hotel: 0, food: 0, transfer: 0 } },
      { slot: "02.11.2025", counts: { hotel: 4, food: 0, transfer: 3 } },
      { slot: "03.11.2025", counts: { hotel: 0, food: 0, transfer: 0 } },
      { slot: "04.11.2025", counts: { hotel: 0, food: 6, transfer: 0 } },
    ]);
  });

  it("splits one kind by its statuses in their life order, leaving the other kinds out", () => {
    expect(seriesOf("food")).toEqual(["pending", "done", "canceled"]);
    expect(seriesOf("hotel")).toEqual(["Planned", "Active", "Completed", "Canceled"]);
    expect(ordersByDay(days, november, "transfer").map((row) => row.counts)).toEqual([
      { created: 0, completed: 0, canceled: 0 },
      { created: 2, completed: 0, canceled: 1 },
      { created: 0, completed: 0, canceled: 0 },
      { created: 0, completed: 0, canceled: 0 },
    ]);
    expect(ordersByDay(days, november, "food")[3].counts).toEqual({ pending: 1, done: 5, canceled: 0 });
  });

  it("stacks kinds per month, every month of the range in place", () => {
    expect(ordersByMonth(months, { date_from: "15.02.2025", date_to: "10.04.2025" }, "kind")).toEqual([
      { slot: "2025-02", counts: { hotel: 0, food: 0, transfer: 0 } },
      { slot: "2025-03", counts: { hotel: 1, food: 0, transfer: 0 } },
      { slot: "2025-04", counts: { hotel: 0, food: 3, transfer: 3 } },
    ]);
    expect(ordersByMonth(months, { date_from: "01.03.2025", date_to: "30.04.2025" }, "food").map((row) => row.counts)).toEqual([
      { pending: 0, done: 0, canceled: 0 },
      { pending: 0, done: 2, canceled: 1 },
    ]);
  });

  it("is empty when no bar holds an order of the view", () => {
    expect(isEmptySeries(ordersByDay(days, november, "kind"))).toBe(false);
    expect(isEmptySeries(ordersByDay(days, { date_from: "03.11.2025", date_to: "03.11.2025" }, "kind"))).toBe(true);
    expect(isEmptySeries(ordersByMonth(months, { date_from: "01.03.2025", date_to: "30.04.2025" }, "transfer"))).toBe(false);
    expect(isEmptySeries(ordersByMonth(months, { date_from: "01.03.2025", date_to: "31.03.2025" }, "transfer"))).toBe(true);
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
