import { describe, expect, it } from "vitest";
import { readListView, writeListView } from "../../lib/list-view.ts";
import { ordersQuery, taxiView } from "./taxi-view.ts";

const read = (query: string) => readListView(taxiView, new URLSearchParams(query));

describe("taxiView", () => {
  it("reads `status` as the active flag on the vehicles tab and as the order state on the orders tab", () => {
    expect(read("status=true").filters).toMatchObject({ status: "true", order_status: "" });
    expect(read("tab=orders&status=completed").filters).toMatchObject({ status: "", order_status: "completed" });
    expect(read("tab=orders&status=true").filters.order_status).toBe("");
    expect(read("status=completed").filters.status).toBe("");
  });

  it("writes the order state back as `status`", () => {
    const view = read("tab=orders&status=canceled&perform_date_after=2025-03-01");
    expect(writeListView(taxiView, view).toString()).toBe("tab=orders&status=canceled&perform_date_after=2025-03-01");
  });
});

describe("ordersQuery", () => {
  it("sends the order state as `status` with the other filters that are set", () => {
    const view = read("tab=orders&status=created&transport=abc&search=Makka&page=2");
    expect(ordersQuery(view)).toEqual({
      page: 2,
      per_page: 10,
      search: "Makka",
      status: "created",
      transport: "abc",
    });
  });

  it("leaves the state out when no state is chosen", () => {
    expect(ordersQuery(read("tab=orders")).status).toBeUndefined();
  });
});
