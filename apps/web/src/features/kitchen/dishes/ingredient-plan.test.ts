import { describe, expect, it } from "vitest";
import type { Ingredient } from "@app/contract/schemas/kitchen-dishes";
import { planIngredients } from "./ingredient-plan.ts";

const savedLine = (id: string, count: number): Ingredient => ({
  id,
  product: `product-${id}`,
  product_name: id,
  measure: "g",
  count,
  price: 1,
  priced: true,
  status: true,
  created_at: "01.01.2025 10:00",
});

describe("planIngredients", () => {
  it("creates every line of a new dish", () => {
    const plan = planIngredients([], [
      { line: "", product: "rice", count: "250" },
      { line: "", product: "oil", count: "20" },
    ]);
    expect(plan).toEqual({ create: [0, 1], update: [], remove: [] });
  });

  it("patches only changed counts, keeps equal ones however spelled, and removes dropped lines", () => {
    const saved = [savedLine("a", 250), savedLine("b", 20), savedLine("c", 5)];
    const plan = planIngredients(saved, [
      { line: "a", product: "product-a", count: "250.0" },
      { line: "b", product: "product-b", count: "30" },
      { line: "", product: "salt", count: "2" },
    ]);
    expect(plan).toEqual({ create: [2], update: [{ id: "b", count: "30" }], remove: ["c"] });
  });

  it("patches a line created by an earlier attempt that the dish does not list yet", () => {
    const plan = planIngredients([], [{ line: "x", product: "rice", count: "100" }]);
    expect(plan).toEqual({ create: [], update: [{ id: "x", count: "100" }], remove: [] });
  });
});
