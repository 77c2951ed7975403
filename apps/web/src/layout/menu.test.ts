import { describe, expect, it } from "vitest";
import type { Role } from "@app/contract/roles";
import { groupOf, landingPath, visibleLinks, visibleMenu } from "./menu.ts";

const ordersAll = ["/orders/active", "/orders/completed", "/orders/planned", "/orders/analytics"];
const hotels = ["/hotels/hotel", "/hotels/rooms", "/hotels/reservations", "/hotels/guests"];
const kitchenPlan = ["/kitchen/plan", "/kitchen/purchase-list", "/kitchen/menu-cycle"];
const kitchenAll = [
  "/kitchen/recepts",
  ...kitchenPlan,
  "/kitchen/menu",
  "/kitchen/foods",
  "/kitchen/food-sections",
  "/kitchen/products",
  "/kitchen/warehouses",
  "/kitchen/branches",
  "/kitchen/units-of-measurement",
];
const money = ["/hr", "/payroll", "/expenses"];
const finance = ["/finance/invoices", "/finance/payments", "/finance/balances", "/finance/rates"];
const everything = [...ordersAll, ...hotels, ...kitchenAll, ...money, "/counterparties", "/groups", "/taxi", "/flights", ...finance, "/report", "/audit"];

/** What each role sees in the sidebar, written out per role independently of the permission matrix. */
const expected: Record<Role | "none", string[]> = {
  superuser: everything,
  admin: everything,
  ceo: everything,
  catering: [
    "/orders/active",
    "/orders/completed",
    "/orders/planned",
    ...kitchenAll,
    "/report",
  ],
  analytics: [
    ...ordersAll,
    ...hotels,
    "/kitchen/menu",
    "/kitchen/products",
    "/kitchen/warehouses",
    ...money,
    "/counterparties",
    "/groups",
    "/taxi",
    "/flights",
    ...finance,
    "/report",
  ],
  warehouse: [
    "/orders/active",
    "/orders/completed",
    ...kitchenPlan,
    "/kitchen/products",
    "/kitchen/warehouses",
    "/kitchen/units-of-measurement",
    "/report",
  ],
  hotel: [...hotels, "/groups", "/report"],
  chef: ["/kitchen/recepts", ...kitchenPlan, "/kitchen/foods", "/kitchen/food-sections", "/kitchen/menu", "/kitchen/products"],
  hr: [...money, "/counterparties", "/report"],
  transportation: ["/taxi", "/flights", "/report"],
  operator: ["/groups", "/taxi", "/flights"],
  reception: ["/groups"],
  none: [],
};

const expectedLanding: Record<Role | "none", string> = {
  superuser: "/report",
  admin: "/report",
  ceo: "/report",
  catering: "/report",
  analytics: "/report",
  warehouse: "/report",
  hotel: "/report",
  chef: "/kitchen/recepts",
  hr: "/report",
  transportation: "/report",
  operator: "/groups",
  reception: "/groups",
  none: "/unauthorized",
};

const principal = (role: Role | "none") => ({ role: role === "none" ? null : role, isSuperuser: false });

describe("visibleMenu", () => {
  for (const role of Object.keys(expected) as Array<Role | "none">) {
    it(`shows ${role} exactly its sidebar entries`, () => {
      expect(visibleLinks(principal(role)).map((link) => link.path).sort()).toEqual([...expected[role]].sort());
    });

    it(`lands ${role} on ${expectedLanding[role]}`, () => {
      expect(landingPath(principal(role))).toBe(expectedLanding[role]);
    });
  }

  it("shows everything to the superuser flag whatever the role", () => {
    expect(visibleLinks({ role: "operator", isSuperuser: true }).map((link) => link.path).sort()).toEqual(
      [...everything].sort(),
    );
    expect(visibleLinks({ role: null, isSuperuser: true })).toHaveLength(everything.length);
  });

  it("hides groups without a visible entry", () => {
    const hr = visibleMenu(principal("hr"));
    expect(hr.every((item) => item.kind === "link")).toBe(true);
    const hotel = visibleMenu(principal("hotel"));
    expect(hotel.filter((item) => item.kind === "group").map((item) => item.kind === "group" && item.id)).toEqual([
      "hotels",
    ]);
  });

  it("keeps the sidebar's order of groups and links", () => {
    expect(visibleLinks(principal("admin")).map((link) => link.path)).toEqual(everything);
  });
});

describe("groupOf", () => {
  it("finds the group of a route and of its detail pages", () => {
    expect(groupOf("/orders/planned")).toBe("orders");
    expect(groupOf("/hotels/hotel/3f1c")).toBe("hotels");
    expect(groupOf("/kitchen/units-of-measurement")).toBe("kitchen");
    expect(groupOf("/finance/invoices/3f1c")).toBe("finance");
    expect(groupOf("/report")).toBeUndefined();
  });
});
