import { describe, expect, it } from "vitest";
import type { HotelOrder } from "@app/contract/schemas/hotel-orders";
import { bookingBody, bookingSchema, bookingValuesOf, emptyBooking, type BookingValues } from "./booking-form.ts";

const HOTEL = "5d7a4b1e-8f3c-4d2a-9b6e-0c1d2e3f4a5b";
const ROOM = "0b4a3c52-6c1e-4a3b-9a53-1f2d3c4b5a69";
const GROUP = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const stay = { hotel: HOTEL, check_in: "2025-10-19T14:00", check_out: "2025-10-22T12:00" };

const individual: BookingValues = {
  ...emptyBooking(HOTEL),
  ...stay,
  room: ROOM,
  guest_details: [
    { full_name: "Aziz Karimov", gender: "1" },
    { full_name: "Dilnoza Karimova", gender: "2" },
  ],
};
const group: BookingValues = { ...emptyBooking(HOTEL), ...stay, guest_type: "group", rooms: [ROOM], guest_group: GROUP, count_of_people: "30" };

const issues = (values: BookingValues) => {
  const result = bookingSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
};

describe("bookingBody", () => {
  it("sends an individual order's room and guests, counting the guests, with wire datetimes", () => {
    expect(bookingBody(individual)).toEqual({
      hotel: HOTEL,
      check_in: "19.10.2025 14:00",
      check_out: "22.10.2025 12:00",
      room: ROOM,
      guest_details: individual.guest_details,
      count_of_people: 2,
      meals: [],
    });
  });

  it("sends the meals ticked, for either type", () => {
    expect(bookingBody({ ...individual, meals: ["breakfast", "dinner"] }).meals).toEqual(["breakfast", "dinner"]);
    expect(bookingBody({ ...group, meals: ["lunch"] }).meals).toEqual(["lunch"]);
    expect(issues({ ...group, meals: ["lunch"] })).toEqual([]);
  });

  it("sends a group order's rooms, group and head count, and nothing of the other type", () => {
    expect(bookingBody({ ...group, room: ROOM, guest_details: individual.guest_details })).toEqual({
      hotel: HOTEL,
      check_in: "19.10.2025 14:00",
      check_out: "22.10.2025 12:00",
      rooms: [ROOM],
      guest_group: GROUP,
      count_of_people: "30",
      meals: [],
    });
  });
});

describe("bookingSchema", () => {
  it("accepts complete individual and group bookings", () => {
    expect(issues(individual)).toEqual([]);
    expect(issues(group)).toEqual([]);
  });

  it("puts each problem under the field that has it", () => {
    const paths = (values: BookingValues) => issues(values).map((issue) => issue.path);
    expect(paths({ ...individual, guest_details: [{ full_name: " ", gender: "1" }] })).toEqual(["guest_details.0.full_name"]);
    expect(paths({ ...individual, room: "" })).toEqual(["room"]);
    expect(paths({ ...individual, check_out: "2025-10-19T10:00" })).toEqual(["check_out"]);
    expect(paths({ ...individual, check_in: "" })).toEqual(["check_in"]);
    expect(paths({ ...group, rooms: [] })).toEqual(["rooms"]);
    expect(paths({ ...group, guest_group: "" })).toContain("guest_group");
    expect(paths({ ...group, count_of_people: "0" })).toEqual(["count_of_people"]);
  });
});

describe("emptyBooking", () => {
  it("starts a new stay today at the company's check-in time and ends it tomorrow at its check-out time", () => {
    const values = emptyBooking(HOTEL, { today: { year: 2025, month: 12, day: 31 }, checkInTime: "15:00", checkOutTime: "11:30" });
    expect(values).toMatchObject({ hotel: HOTEL, check_in: "2025-12-31T15:00", check_out: "2026-01-01T11:30" });
    expect(bookingBody(values)).toMatchObject({ check_in: "31.12.2025 15:00", check_out: "01.01.2026 11:30" });
  });

  it("opens as a group booking of the group given, without meals", () => {
    expect(emptyBooking(HOTEL)).toMatchObject({ guest_type: "individual", guest_group: "", meals: [] });
    expect(emptyBooking(HOTEL, undefined, GROUP)).toMatchObject({ guest_type: "group", guest_group: GROUP, meals: [] });
  });
});

describe("bookingValuesOf", () => {
  const order = {
    id: "0b4a3c52-6c1e-4a3b-9a53-1f2d3c4b5a70",
    hotel: HOTEL,
    guest_type: "individual",
    room: ROOM,
    rooms: [ROOM],
    guest_group: null,
    check_in: "19.10.2025 14:00",
    check_out: "22.10.2025 12:00",
    count_of_people: 2,
    guests: [
      { full_name: "Aziz Karimov", gender: "Male" },
      { full_name: "Dilnoza Karimova", gender: "Female" },
    ],
    meals: ["breakfast", "lunch"],
  } as unknown as HotelOrder;

  it("holds a booking as it stands, so saving it unchanged sends what it is", () => {
    expect(bookingBody(bookingValuesOf(order))).toEqual({
      hotel: HOTEL,
      check_in: "19.10.2025 14:00",
      check_out: "22.10.2025 12:00",
      room: ROOM,
      guest_details: [
        { full_name: "Aziz Karimov", gender: "1" },
        { full_name: "Dilnoza Karimova", gender: "2" },
      ],
      count_of_people: 2,
      meals: ["breakfast", "lunch"],
    });
  });

  it("holds a group booking's rooms, group and head count", () => {
    const group = {
      ...order,
      guest_type: "group",
      room: null,
      guest_group: { id: GROUP, name: "Umra", count: 30, guest_group_status: "Accepted" },
      count_of_people: 30,
      guests: [],
    } as unknown as HotelOrder;
    expect(bookingBody(bookingValuesOf(group))).toMatchObject({ rooms: [ROOM], guest_group: GROUP, count_of_people: "30" });
    expect(issues(bookingValuesOf(group))).toEqual([]);
  });
});
