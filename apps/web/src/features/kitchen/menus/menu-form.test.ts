import { describe, expect, it } from "vitest";
import type { ChosenPart } from "../shared/chosen-part.ts";
import { menuForm } from "./menu-form.ts";

const dish = (index: number): ChosenPart => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  name: `Taom ${index}`,
  net_price: 10,
  gross_price: 12,
  priced: true,
  status: true,
});

const values = (count: number) => ({
  name: "Nonushta 1",
  menu_type: "breakfast",
  profit: "5000",
  dishes: Array.from({ length: count }, (_, index) => dish(index + 1)),
});

describe("menuForm", () => {
  it("sends exactly seven dishes as their ids", () => {
    const parsed = menuForm.parse(values(7));
    expect(parsed.dishes).toEqual(values(7).dishes.map((chosen) => chosen.id));
  });

  it("refuses fewer or more than seven with the contract's message", () => {
    for (const count of [6, 8]) {
      const result = menuForm.safeParse(values(count));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [["dishes"], "Menyuda 7 ta turli taom bo'lishi kerak"],
      ]);
    }
  });
});
