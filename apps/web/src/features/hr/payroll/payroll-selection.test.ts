import { describe, expect, it } from "vitest";
import type { PayrollLine } from "@app/contract/schemas/hr";
import { amountProblem, amountText, selectedTotals } from "./payroll-selection.ts";

const line = (employee: string, amount: number, currency: PayrollLine["currency"]): PayrollLine => ({
  employee,
  full_name: employee,
  role: null,
  salary: null,
  amount,
  currency,
  status: false,
  paid_at: null,
  method: null,
});

describe("payroll selection", () => {
  const lines = [line("a", 1000.1, "USD"), line("b", 0.2, "USD"), line("c", 3000, "SAR"), line("d", 9000000, "UZS")];

  it("sums the chosen lines per currency exactly, with the amounts as typed", () => {
    expect(selectedTotals(lines, new Set(["a", "b", "c"]), {})).toEqual([
      { currency: "SAR", amount: 3000 },
      { currency: "USD", amount: 1000.3 },
    ]);
    expect(selectedTotals(lines, new Set(["a", "c"]), { a: "1200,50", c: "" })).toEqual([
      { currency: "SAR", amount: 0 },
      { currency: "USD", amount: 1200.5 },
    ]);
    expect(selectedTotals(lines, new Set(), {})).toEqual([]);
  });

  it("reads a line's amount as typed over its own and flags what cannot be paid", () => {
    expect(amountText(lines[0], {})).toBe("1000.1");
    expect(amountText(lines[0], { a: "950" })).toBe("950");
    expect(["", "abc", "-5", "1.234"].map(amountProblem)).toEqual([true, true, true, true]);
    expect(["0", "12,5", "1 200.50"].map(amountProblem)).toEqual([false, false, false]);
  });
});
