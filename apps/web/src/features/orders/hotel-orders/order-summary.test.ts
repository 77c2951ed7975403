import { describe, expect, it } from "vitest";
import type { ActiveHotelOrder, CompletedHotelOrder, HotelOrder } from "@app/contract/schemas/hotel-orders";
import { listPathOf, summarize } from "./order-summary.ts";

const core = {
  id: "0b4a3c52-6c1e-4a3b-9a53-1f2d3c4b5a69",
  order_id: "48213907",
  hotel: "5d7a4b1e-8f3c-4d2a-9b6e-0c1d2e3f4a5b",
  hotel_name: "Makkah Towers",
  order_status: "Active" as const,
  room: null,
  check_in: "19.10.2025 14:00",
  check_out: "22.10.2025 12:00",
  nights: 3,
  count_of_people: 2,
  meals: [],
  created_at: "18.10.2025 09:00",
  canceled_at: null,
  cancel_reason: null,
  checked_in_at: null,
  checked_out_at: null,
  booked_rooms: [
    { room: "r1", room_number: "201", room_name: "2 kishilik", people: 1 },
    { room: "r2", room_number: "202", room_name: "2 kishilik", people: 1 },
  ],
  food_order: [],
};
const guest = (full_name: string) => ({ id: full_name, full_name, hotel: core.hotel, room: null, room_name: null, gender: "Male" as const, price: 1 });

describe("summarize", () => {
  it("names a group order by its group and totals it by general_cost", () => {
    const order: ActiveHotelOrder = {
      ...core,
      guest_type: "group",
      guest_group: { id: "g1", name: "Umra 2025", count: 2, guest_group_status: "Accepted" },
      rooms: ["r1", "r2"],
      food_service: false,
      guests: [],
      total_guest_cost: 2100,
      total_food_cost: 0,
      general_cost: 2100,
    };
    expect(summarize(order)).toMatchObject({ who: "Umra 2025", rooms: "201, 202", total: 2100, nights: 3, people: 2 });
  });

  it("names an individual order by its guests and reads total_cost on the completed list", () => {
    const order: CompletedHotelOrder = {
      ...core,
      order_status: "Completed",
      guest_type: "individual",
      guest_group: null,
      guests: [guest("Aziz Karimov"), guest("Dilnoza Karimova")],
      total_guest_cost: 700,
      total_food_cost: 50.5,
      total_cost: 750.5,
    };
    expect(summarize(order)).toMatchObject({ who: "Aziz Karimov, Dilnoza Karimova", total: 750.5, status: "Completed" });
  });

  it("reads the full order shape of the all and planned lists", () => {
    const order: HotelOrder = {
      ...core,
      order_status: "Planned",
      guest_type: "group",
      guest_group: { id: "g1", name: "Hajj guruhi", count: 2, guest_group_status: "Accepted" },
      rooms: ["r1"],
      food_service: false,
      guests: [],
      order_food: [],
      hotel_total_price: 900,
      total_food_price: 100,
      general_cost: 1000,
    };
    expect(summarize(order)).toMatchObject({ who: "Hajj guruhi", total: 1000, status: "Planned" });
  });
});

describe("listPathOf", () => {
  it("goes from an order page back to the list it belongs to", () => {
    expect(listPathOf("/orders/active/hotels/0b4a3c52-6c1e-4a3b-9a53-1f2d3c4b5a69")).toBe("/orders/active");
    expect(listPathOf("/orders/planned/hotels/abc/")).toBe("/orders/planned");
    expect(listPathOf("/hotels/reservations/abc")).toBe("/hotels/reservations");
  });
});
