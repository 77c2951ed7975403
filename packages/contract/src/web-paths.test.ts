import { describe, expect, it } from "vitest";
import type { Principal } from "./roles.ts";
import {
  employeePath,
  foodOrderPath,
  groupBookingPath,
  groupPath,
  hotelOrderPath,
  hotelPath,
  invoicePath,
  listSearchPath,
  mayOpenHotelOrder,
  reservationPath,
} from "./web-paths.ts";

const as = (role: Principal["role"]): Principal => ({ role, isSuperuser: false });

describe("hotelOrderPath", () => {
  it("opens the order page of the order's status", () => {
    expect(hotelOrderPath(as("admin"), "Planned", "o1")).toBe("/orders/planned/hotels/o1");
    expect(hotelOrderPath(as("admin"), "Active", "o1")).toBe("/orders/active/hotels/o1");
    expect(hotelOrderPath(as("admin"), "Completed", "o1")).toBe("/orders/completed/hotels/o1");
  });

  it("opens a canceled order where it is listed, with the completed ones", () => {
    expect(hotelOrderPath(as("admin"), "Canceled", "o1")).toBe("/orders/completed/hotels/o1");
  });

  it("sends hotel staff, who may not read the order pages, to the reservations view", () => {
    expect(hotelOrderPath(as("hotel"), "Active", "o1")).toBe("/hotels/reservations/o1");
    expect(hotelOrderPath(as("hotel"), "Planned", "o1")).toBe(reservationPath("o1"));
  });

  it("keeps the warehouse role, which reads active orders but not planned ones, off the planned page", () => {
    expect(hotelOrderPath(as("warehouse"), "Active", "o1")).toBe("/orders/active/hotels/o1");
    expect(hotelOrderPath(as("warehouse"), "Planned", "o1")).toBeNull();
    expect(mayOpenHotelOrder(as("warehouse"), "Planned")).toBe(false);
    expect(mayOpenHotelOrder(as("warehouse"), "Completed")).toBe(true);
    expect(mayOpenHotelOrder(as("hr"), "Active")).toBe(false);
  });
});

describe("foodOrderPath", () => {
  it("opens an order under its list", () => {
    expect(foodOrderPath("active", "abc")).toBe("/orders/active/foods/abc");
    expect(foodOrderPath("completed", "abc")).toBe("/orders/completed/foods/abc");
  });
});

describe("listSearchPath", () => {
  it("opens a list, on a tab when named, searched for the record", () => {
    expect(listSearchPath("/counterparties", "G‘aniyev & Co")).toBe("/counterparties?search=G%E2%80%98aniyev+%26+Co");
    expect(listSearchPath("/taxi", "12345678", "orders")).toBe("/taxi?tab=orders&search=12345678");
    expect(listSearchPath(groupPath("g1"), "Aliyev Vali")).toBe("/groups/g1?search=Aliyev+Vali");
  });
});

describe("a group's paths", () => {
  it("opens the group on a tab, and the booking form on the group", () => {
    expect(groupPath("g1")).toBe("/groups/g1");
    expect(groupPath("g1", "stays")).toBe("/groups/g1?tab=stays");
    expect(groupBookingPath("g1")).toBe("/hotels/reservations?book_group=g1");
  });
});

describe("the pages of one record", () => {
  it("opens a hotel, an employee's card and an invoice by id", () => {
    expect(hotelPath("h1")).toBe("/hotels/hotel/h1");
    expect(employeePath("u1")).toBe("/hr/u1");
    expect(invoicePath("i1")).toBe("/finance/invoices/i1");
  });
});
