import { describe, expect, it } from "vitest";
import { foodOrdersListPath, orderedName, scopeOfPath } from "./food-order-shape.ts";

describe("orderedName", () => {
  it("names the one item the order holds", () => {
    expect(orderedName({ food_name: "Osh" })).toBe("Osh");
    expect(orderedName({ menu_name: "Nonushta 1" })).toBe("Nonushta 1");
    expect(orderedName({ recipe_name: "Ratsion A" })).toBe("Ratsion A");
  });
});

describe("order paths", () => {
  it("leads back to the food tab", () => {
    expect(foodOrdersListPath("completed")).toBe("/orders/completed?tab=foods");
  });

  it("reads the scope from the order page's path", () => {
    expect(scopeOfPath("/orders/completed/foods/abc")).toBe("completed");
    expect(scopeOfPath("/orders/active/foods/abc")).toBe("active");
  });
});
