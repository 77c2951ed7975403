import { describe, expect, it } from "vitest";
import { orderBody, orderForm, type OrderFormValues } from "./order-form.ts";

const AGENT = "6f1f3c1e-2b7a-4c1d-9a0e-2d3c4b5a6f70";
const ITEM = "7a2b4c6d-8e9f-4a1b-8c2d-3e4f5a6b7c8d";

const values = (change: Partial<OrderFormValues> = {}): OrderFormValues => ({
  counter_agent: AGENT,
  product_type: "0",
  item: ITEM,
  product_count: "3",
  order_time: "15.06.2030",
  address: "  Makka, Ajyad  ",
  ...change,
});

describe("orderBody", () => {
  it("sends a dish under `food` and without a date", () => {
    expect(orderBody(orderForm.parse(values()))).toEqual({
      food: ITEM,
      menu: null,
      recipe: null,
      product_count: 3,
      order_time: null,
      counter_agent: AGENT,
      address: "Makka, Ajyad",
    });
  });

  it("sends a menu or a ration under its own key with its date", () => {
    expect(orderBody(orderForm.parse(values({ product_type: "1" })))).toMatchObject({ menu: ITEM, food: null, order_time: "15.06.2030" });
    expect(orderBody(orderForm.parse(values({ product_type: "2", address: "" })))).toMatchObject({
      recipe: ITEM,
      address: null,
    });
  });
});

describe("orderForm", () => {
  it("needs a date for a menu or a ration, not for a dish", () => {
    expect(orderForm.safeParse(values({ order_time: null })).success).toBe(true);
    const refused = orderForm.safeParse(values({ product_type: "1", order_time: null }));
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([["order_time"]]);
  });

  it("needs a counterparty, an item and a whole number of portions", () => {
    const refused = orderForm.safeParse(values({ counter_agent: "", item: "", product_count: "1.5" }));
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(["counter_agent", "item", "product_count"]);
  });
});
